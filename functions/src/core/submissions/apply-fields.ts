import { submissionMessages } from '@bp/shared/contracts/submissions/common.ts';
import type { FieldSet, FieldValues } from '@bp/shared/contracts/submissions/fields.ts';
import { invalid, notFound } from '../errors.ts';
import type { SubmissionKind } from './kind.ts';
import type { SubmissionPorts } from './ports.ts';

/** Which material types a ref may name: rows follow the kind; a header's product may be any. */
type MaterialRule = SubmissionKind['rowMaterials'] | null;

/**
 * A partial update of header or row fields applied to the stored values. A ref (material,
 * supplier, customer) must name a record of the caller's company (404 otherwise) and, for a row's
 * material, one of the kind's types (400); its display name and "recognised" flag follow it. A
 * name sent without an id is raw text from paperwork: the ref then counts as unrecognised.
 */
export const applyFields = async (
  ports: SubmissionPorts,
  companyId: number,
  fields: FieldSet,
  current: FieldValues,
  patch: Record<string, unknown>,
  materialRule: MaterialRule,
): Promise<FieldValues> => {
  const next: FieldValues = { ...current };
  let materialType: string | undefined;
  for (const [name, kind] of Object.entries(fields)) {
    if (kind.type !== 'ref') {
      if (patch[name] !== undefined) next[name] = patch[name] as FieldValues[string];
      continue;
    }
    const rawName = patch[kind.name];
    if (rawName !== undefined) {
      next[kind.name] = rawName as string | null;
      if (patch[name] === undefined) {
        next[name] = null;
        if (kind.recognised) next[kind.recognised] = false;
      }
    }
    const id = patch[name];
    if (id === undefined) continue;
    if (id === null) {
      next[name] = null;
      if (kind.recognised) next[kind.recognised] = false;
      continue;
    }
    const resolved = await resolveRef(ports, companyId, kind.entity, id as number, materialRule);
    next[name] = id as number;
    next[kind.name] = resolved.name;
    if (kind.recognised) next[kind.recognised] = true;
    if (kind.entity === 'material') materialType = resolved.type;
  }
  // The production row's type is the material's, whatever the paperwork said.
  if ('material_type' in fields && materialType) next.material_type = materialType;
  return next;
};

const resolveRef = async (
  ports: SubmissionPorts,
  companyId: number,
  entity: 'material' | 'supplier' | 'customer',
  id: number,
  materialRule: MaterialRule,
): Promise<{ name: string; type?: string }> => {
  if (entity === 'material') {
    const material = (await ports.materials(companyId, [id])).get(id);
    if (!material) throw notFound(submissionMessages.materialNotFound);
    if (materialRule && !materialRule.types.includes(material.materialType))
      throw invalid(materialRule.message);
    return { name: material.name, type: material.materialType };
  }
  const name =
    entity === 'supplier' ? await ports.supplierName(companyId, id) : await ports.customerName(companyId, id);
  if (name === null) {
    throw notFound(
      entity === 'supplier' ? submissionMessages.supplierNotFound : submissionMessages.customerNotFound,
    );
  }
  return { name };
};
