import { importMessages } from '@bp/shared/contracts/csv-import.ts';
import {
  MATERIAL_CSV_COLUMNS,
  materialCreateBody,
  materialMessages,
  parseMaterialType,
} from '@bp/shared/contracts/materials.ts';
import { parseBooleanWord } from '@bp/shared/contracts/master-data-fields.ts';
import type { MaterialRefs } from './materials.ts';
import { type CsvColumns, type RowCheck, cell, issueMessages } from './csv-rows.ts';
import type { ImportSpec } from './run-import.ts';
import type { CustomUnitRecord, MaterialRecord } from './records.ts';
import { textKey } from './text-key.ts';
import { findUnit } from './unit-catalog.ts';

export const materialCsv: CsvColumns = {
  columns: MATERIAL_CSV_COLUMNS,
  required: ['name', 'material_type', 'unit_of_measure'],
  aliases: {
    type: 'material_type',
    unit: 'unit_of_measure',
    uom: 'unit_of_measure',
    default_supplier_name: 'default_supplier',
    supplier: 'default_supplier',
    archived: 'is_archived',
    additional_information: 'additional_info',
    group: 'product_group',
  },
};

export type MaterialDraft = Omit<MaterialRecord, 'id' | 'created_at' | 'updated_at'> & { refs: MaterialRefs };

export interface MaterialImportContext {
  customUnits: CustomUnitRecord[];
  /** Supplier name key to id. */
  suppliers: ReadonlyMap<string, number>;
  traceableDefault: boolean;
}

/** One CSV row against the create route's schema, the company's units and its suppliers (by name). */
export const checkMaterialRow =
  (ctx: MaterialImportContext) =>
  (values: Record<string, string>): RowCheck<MaterialDraft> => {
    const errors: string[] = [];
    const parsed = materialCreateBody.safeParse({
      name: values.name,
      sku: values.sku,
      material_type: values.material_type,
      unit_of_measure: values.unit_of_measure,
      additional_info: values.additional_info,
      traceable: cell(values, 'traceable'),
      default_supplier_id: null,
      gtin: cell(values, 'gtin') ?? null,
      product_group: cell(values, 'product_group') ?? null,
    });
    if (!parsed.success) errors.push(...issueMessages(parsed.error));

    const unitText = cell(values, 'unit_of_measure');
    const unit = unitText ? findUnit(ctx.customUnits, unitText) : null;
    if (unit && !unit.ok) errors.push(unit.message);

    const supplierName = cell(values, 'default_supplier');
    let supplierId: number | null = null;
    if (supplierName) {
      if (parseMaterialType(values.material_type) === 'finished_goods') {
        errors.push(materialMessages.supplierNotForFinishedGoods);
      } else {
        supplierId = ctx.suppliers.get(textKey(supplierName)) ?? null;
        if (supplierId === null) errors.push(importMessages.unknownSupplier(supplierName.trim()));
      }
    }

    const archived = parseBooleanWord(cell(values, 'is_archived') ?? 'false');
    if (typeof archived !== 'boolean') errors.push(materialMessages.archivedCellInvalid);

    if (errors.length || !parsed.success || !unit?.ok || typeof archived !== 'boolean') return { errors };
    const v = parsed.data;
    return {
      errors,
      draft: {
        name: v.name,
        sku: v.sku,
        unit_of_measure: unit.unit.abbr,
        additional_info: v.additional_info,
        traceable: v.traceable ?? ctx.traceableDefault,
        default_supplier_id: supplierId,
        material_type: v.material_type,
        is_archived: archived,
        ...(v.gtin ? { gtin: v.gtin } : {}),
        ...(v.product_group ? { product_group: v.product_group } : {}),
        refs: {
          supplierId,
          customUnit: unit.unit.customKey ? { key: unit.unit.customKey, abbr: unit.unit.abbr } : null,
        },
      },
    };
  };

export const materialImport = (
  context: (companyId: number) => Promise<
    MaterialImportContext & {
      existing: ReadonlyMap<string, number>;
      /** GTINs in use: GTIN-14 to material id. */
      gtins: ReadonlyMap<string, number>;
    }
  >,
): ImportSpec<MaterialDraft, MaterialRecord> => ({
  csv: materialCsv,
  nameTaken: materialMessages.nameTaken,
  prepare: async (companyId) => {
    const ctx = await context(companyId);
    return {
      existing: ctx.existing,
      check: checkMaterialRow(ctx),
      unique: {
        keyOf: (draft: MaterialDraft) => draft.gtin,
        existing: ctx.gtins,
        taken: materialMessages.gtinTaken,
        duplicateInFile: materialMessages.gtinDuplicateInFile,
      },
    };
  },
  toRecord: ({ refs: _refs, ...draft }, id, now) => ({ id, ...draft, created_at: now, updated_at: now }),
});
