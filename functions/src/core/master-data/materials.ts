import {
  type Material,
  type MaterialCreateValues,
  type MaterialUpdateValues,
  materialMessages,
} from '@bp/shared/contracts/materials.ts';
import { unitKey } from '@bp/shared/contracts/units.ts';
import { invalid } from '../errors.ts';
import type { CustomUnitRecord, MaterialRecord } from './records.ts';
import { resolveUnit } from './unit-catalog.ts';

/** What a material's write must find true when it commits (checked in the same transaction). */
export interface MaterialRefs {
  supplierId: number | null;
  customUnit: { key: string; abbr: string } | null;
  /** The write changes the unit: the material must have no stock movements (checked with it). */
  unitChanged?: boolean;
}

export interface MaterialPorts {
  customUnits(companyId: number): Promise<CustomUnitRecord[]>;
  traceableDefault(companyId: number): Promise<boolean>;
  newId(companyId: number): Promise<number>;
  insert(companyId: number, record: MaterialRecord, refs: MaterialRefs): Promise<MaterialRecord>;
  update(
    companyId: number,
    id: number,
    change: (current: MaterialRecord) => { next: MaterialRecord; refs: MaterialRefs },
  ): Promise<MaterialRecord>;
  supplierNames(companyId: number, ids: Iterable<number>): Promise<Map<number, string>>;
  now(): string;
}

export const createMaterial = async (
  ports: MaterialPorts,
  companyId: number,
  input: MaterialCreateValues,
): Promise<MaterialRecord> => {
  const [custom, traceableDefault] = await Promise.all([
    ports.customUnits(companyId),
    ports.traceableDefault(companyId),
  ]);
  const unit = resolveUnit(custom, input.unit_of_measure);
  const now = ports.now();
  const record: MaterialRecord = {
    id: await ports.newId(companyId),
    name: input.name,
    sku: input.sku,
    unit_of_measure: unit.abbr,
    additional_info: input.additional_info,
    traceable: input.traceable ?? traceableDefault,
    default_supplier_id: input.default_supplier_id,
    ...(input.shelf_life_days ? { shelf_life_days: input.shelf_life_days } : {}),
    ...(input.gtin ? { gtin: input.gtin } : {}),
    ...(input.product_group ? { product_group: input.product_group } : {}),
    material_type: input.material_type,
    is_archived: false,
    created_at: now,
    updated_at: now,
  };
  return ports.insert(companyId, record, {
    supplierId: record.default_supplier_id,
    customUnit: unit.customKey ? { key: unit.customKey, abbr: unit.abbr } : null,
  });
};

/**
 * Replaces the editable fields. The type never changes; a finished good has no default
 * supplier; a unit that is not changed is kept even if it has been archived since, and one with
 * stock movements is not changed (409).
 */
export const updateMaterial = async (
  ports: MaterialPorts,
  companyId: number,
  id: number,
  input: MaterialUpdateValues,
): Promise<MaterialRecord> => {
  const custom = await ports.customUnits(companyId);
  const now = ports.now();
  return ports.update(companyId, id, (current) => {
    if (input.material_type !== undefined && input.material_type !== current.material_type) {
      throw invalid(materialMessages.typeUnchangeable);
    }
    if (current.material_type === 'finished_goods' && input.default_supplier_id !== null) {
      throw invalid(materialMessages.supplierNotForFinishedGoods);
    }
    const keepsUnit = unitKey(input.unit_of_measure) === unitKey(current.unit_of_measure);
    const unit = keepsUnit ? null : resolveUnit(custom, input.unit_of_measure);
    const next: MaterialRecord = {
      ...current,
      name: input.name,
      sku: input.sku,
      unit_of_measure: unit ? unit.abbr : current.unit_of_measure,
      additional_info: input.additional_info,
      traceable: input.traceable ?? current.traceable,
      default_supplier_id: input.default_supplier_id,
      updated_at: now,
    };
    // Absent keeps the stored shelf life (forms that do not show it); null clears it.
    if (input.shelf_life_days === null) delete next.shelf_life_days;
    else if (input.shelf_life_days !== undefined) next.shelf_life_days = input.shelf_life_days;
    if (input.gtin === null) delete next.gtin;
    else if (input.gtin !== undefined) next.gtin = input.gtin;
    if (input.product_group === null) delete next.product_group;
    else if (input.product_group !== undefined) next.product_group = input.product_group;
    return {
      next,
      refs: {
        supplierId: next.default_supplier_id,
        customUnit: unit?.customKey ? { key: unit.customKey, abbr: unit.abbr } : null,
        unitChanged: unit !== null && unit.abbr !== current.unit_of_measure,
      },
    };
  });
};

export const archiveMaterial = (ports: MaterialPorts, companyId: number, id: number, isArchived: boolean) => {
  const now = ports.now();
  return ports.update(companyId, id, (current) => ({
    next: {
      ...current,
      is_archived: isArchived,
      updated_at: current.is_archived === isArchived ? current.updated_at : now,
    },
    refs: { supplierId: null, customUnit: null },
  }));
};

/** The answers: each material with its default supplier's name. */
export const presentMaterials = async (
  ports: Pick<MaterialPorts, 'supplierNames'>,
  companyId: number,
  records: readonly MaterialRecord[],
): Promise<Material[]> => {
  const ids = records.map((m) => m.default_supplier_id).filter((id): id is number => id !== null);
  const names = ids.length ? await ports.supplierNames(companyId, ids) : new Map<number, string>();
  return namedMaterials(records, names);
};

/** Each material with its default supplier's name from `names` (null when it has none). */
export const namedMaterials = (
  records: readonly MaterialRecord[],
  names: ReadonlyMap<number, string>,
): Material[] =>
  records.map((m) => ({
    ...m,
    default_supplier_name: m.default_supplier_id === null ? null : (names.get(m.default_supplier_id) ?? null),
  }));
