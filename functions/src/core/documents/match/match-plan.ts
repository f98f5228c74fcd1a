import type { FieldSet } from '@bp/shared/contracts/submissions/fields.ts';
import { submissionKinds } from '../../submissions/kinds/index.ts';
import type { MaterialInfo } from '../../submissions/records.ts';
import { KINDS } from '../extract/kinds.ts';
import type { DocumentKind } from '../extract/types.ts';
import type { AliasEntity } from './catalog.ts';

/**
 * What matching does to each field of a kind, derived from the kind's declaration: refs
 * (`supplier_id` + `supplier_name` [+ `supplier_recognised`]) and dates come from the contract;
 * which material types a row may name from the server's rules (production inputs are never
 * finished goods, shipments only finished goods); a production's product is a finished good.
 */
type MaterialType = MaterialInfo['materialType'];

export type FieldRule =
  | {
      type: 'ref';
      entity: AliasEntity;
      idField: string;
      nameField: string;
      recognised?: string;
      materialTypes: readonly MaterialType[];
    }
  /** `forward`: a date that lies after the document's own by nature (a use-by, a best-before). */
  | { type: 'date'; field: string; forward?: boolean }
  /** A unit, read in the light of the material the same part names (`materialField`), if any. */
  | { type: 'unit'; field: string; materialField?: string }
  /** A usage or shipment row's lot: one of its material's existing lots. */
  | { type: 'lot'; field: string; materialField: string }
  /**
   * A new lot (a receipt's, a production's outgoing lot), checked against the shape of the
   * material's lots; `ownCodes`: the company writes these codes itself, so when the material
   * has too few lots its other materials of the same type show the shape.
   */
  | { type: 'new-lot'; field: string; materialField: string; ownCodes: boolean };

export interface MatchPlan {
  header: FieldRule[];
  row: FieldRule[];
}

const UNIT_FIELDS = ['unit', 'quantity_unit'];
/** Rows that take stock out of existing lots (a receipt's and a production's own lot are new). */
const USAGE_LOTS: Partial<Record<DocumentKind, string>> = {
  production: 'material_lot',
  shipment: 'material_lot_code',
};
const ALL_TYPES: readonly MaterialType[] = ['ingredient', 'packaging', 'finished_goods'];

const rulesOf = (
  fields: FieldSet,
  materialTypes: readonly MaterialType[],
  forwardDates: readonly string[] = [],
): FieldRule[] => {
  const rules: FieldRule[] = [];
  for (const [field, kind] of Object.entries(fields)) {
    if (kind.type === 'ref')
      rules.push({
        type: 'ref',
        entity: kind.entity,
        idField: field,
        nameField: kind.name,
        recognised: kind.recognised,
        materialTypes,
      });
    else if (kind.type === 'date')
      rules.push(
        forwardDates.includes(field) ? { type: 'date', field, forward: true } : { type: 'date', field },
      );
    else if (UNIT_FIELDS.includes(field)) rules.push({ type: 'unit', field });
  }
  return withUnitMaterial(rules);
};

/** A part's units are measures of the material it names: the first material ref of the part. */
const withUnitMaterial = (rules: FieldRule[]): FieldRule[] => {
  const material = rules.find((r) => r.type === 'ref' && r.entity === 'material');
  const materialField = material?.type === 'ref' ? material.idField : undefined;
  return rules.map((r) => (r.type === 'unit' && materialField ? { ...r, materialField } : r));
};

export function matchPlan(kind: DocumentKind): MatchPlan {
  const server = submissionKinds.find((k) => k.spec.kind === kind)!;
  const lotField = USAGE_LOTS[kind];
  const header = rulesOf(server.spec.header, kind === 'production' ? ['finished_goods'] : ALL_TYPES);
  const row = rulesOf(server.spec.row, server.rowMaterials.types, KINDS[kind].forwardDates);
  // A delivery's supplier is written once above the table; Extract may keep it in the header.
  if (kind === 'goods_receipt')
    header.push(...rulesOf({ supplier_id: server.spec.row.supplier_id! }, ALL_TYPES));
  // Shipment rows carry a unit on paper though the contract has none: matched all the same.
  if (!row.some((r) => r.type === 'unit')) row.push({ type: 'unit', field: 'unit' });
  if (lotField) row.push({ type: 'lot', field: lotField, materialField: 'material_id' });
  if (kind === 'goods_receipt')
    row.push({ type: 'new-lot', field: 'lot_code', materialField: 'material_id', ownCodes: false });
  if (kind === 'production')
    header.push({ type: 'new-lot', field: 'outgoing_lot', materialField: 'product_id', ownCodes: true });
  return { header, row: withUnitMaterial(row) };
}
