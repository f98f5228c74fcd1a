import { z } from 'zod';
import { isoDateTime, listOf, optionalBooleanQuery, searchQuery } from './common.ts';
import {
  isCleanLine,
  LONG_TEXT_MAX,
  controlCharsMessage,
  optionalText,
  parseBooleanWord,
  requiredName,
  tooLong,
} from './master-data-fields.ts';
import { ABBR_MAX } from './units.ts';
import { checkGtin } from '../gs1/check-digit.ts';

/** Materials (spec 000 sections 2, 3, 5 and 8). */

export const MATERIAL_TYPES = ['ingredient', 'packaging', 'finished_goods'] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];

export const MATERIAL_TYPE_LABELS: Record<MaterialType, string> = {
  ingredient: 'Ingredient',
  packaging: 'Packaging',
  finished_goods: 'Finished Goods',
};

export const SKU_MAX = 64;
/** A product group is a short single-line label, like a SKU. */
export const PRODUCT_GROUP_MAX = SKU_MAX;

export const materialMessages = {
  nameRequired: 'Name is required',
  unitRequired: 'Unit of measure is required',
  skuBlank: 'SKU cannot be empty if provided',
  typeInvalid: 'Material type must be one of ingredient, packaging, finished_goods',
  typeUnchangeable: 'Material type cannot be changed',
  /**
   * Stock is kept in the material's unit, so a new unit would re-read every balance (6 kg as 6 g).
   * Odoo refuses the same once stock has moved.
   */
  unitHasStock:
    'Unit of measure cannot be changed: this material has stock movements. Archive it and create a new material with the new unit.',
  traceableInvalid: 'Traceable must be true or false',
  supplierIdInvalid: 'Default supplier must be a supplier id',
  supplierNotForFinishedGoods: 'Finished goods cannot have a default supplier',
  supplierNotFound: 'Default supplier not found',
  unitUnknown: (abbr: string) => `Unknown unit of measure "${abbr}"`,
  unitArchived: (abbr: string) => `Unit of measure "${abbr}" is archived`,
  nameTaken: 'A material with this name already exists',
  /** A GTIN names one product of the company (issue 22): a scanned label must lead to one material. */
  gtinTaken: (gtin: string) => `Another material already has the GTIN ${gtin}`,
  /** A CSV import row with the GTIN of an earlier row of the same file. */
  gtinDuplicateInFile: (row: number) => `Same GTIN as row ${row}`,
  notFound: 'Material not found',
  productGroupInvalid: 'Product group must be text',
  isArchivedInvalid: 'isArchived must be true or false',
  /** The is_archived cell of a materials CSV row. */
  archivedCellInvalid: 'is_archived must be true or false',
  // Screen texts (spec 000 sections 2 and 8).
  searchPlaceholder: 'Search materials by name...',
  loadError: (message: string) => `Error loading materials: ${message}`,
  loadFailed: 'Failed to load material',
  updateFailed: 'Failed to update material',
  archiveFailed: 'Failed to archive / unarchive',
  archiveConfirm: (archive: boolean) =>
    `Are you sure you want to ${archive ? 'archive' : 'unarchive'} this material?`,
} as const;

/** Accepts the stored value, its label or a near spelling ("Finished Goods", "finished-good"). */
export const parseMaterialType = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (key === 'finished_good') return 'finished_goods';
  return key;
};

export const materialTypeField = z.preprocess(
  parseMaterialType,
  z.enum(MATERIAL_TYPES, { message: materialMessages.typeInvalid }),
);

/** '' (a cleared input), 'none' and null mean "no default supplier"; a numeric string is an id. */
const supplierIdField = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === '' || v === 'none') return null;
    if (typeof v === 'string' && /^\s*\d+\s*$/.test(v)) return Number(v);
    return v;
  },
  z
    .number({ message: materialMessages.supplierIdInvalid })
    .int({ message: materialMessages.supplierIdInvalid })
    .positive({ message: materialMessages.supplierIdInvalid })
    .nullable(),
);

/** Optional SKU: '' or null is no SKU; a value of only spaces is refused. */
const skuField = z
  .string({ message: materialMessages.skuBlank })
  .max(SKU_MAX, { message: tooLong('SKU', SKU_MAX) })
  .refine((v) => v === '' || v.trim() !== '', { message: materialMessages.skuBlank })
  .refine(isCleanLine, { message: controlCharsMessage('SKU') })
  .nullish()
  .transform((v) => (v && v.trim() ? v.trim() : null));

/**
 * Optional GTIN (issue 22): GTIN-8, -12, -13 or -14 with a verified check digit, stored as the 14
 * digits that GS1 AI (01) and Digital Link carry. '' or null clears it; absent on update keeps it.
 */
const gtinField = z
  .string({ message: 'GTIN must be 8, 12, 13 or 14 digits' })
  .nullish()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (v === null || v.trim() === '') return null;
    const gtin = checkGtin(v);
    if (!gtin.ok) {
      ctx.addIssue({ code: 'custom', message: gtin.message });
      return z.NEVER;
    }
    return gtin.gtin14;
  });

/**
 * Optional product group (issue 21: recall drills pick a lot at random from a group, so a year's
 * drills cover every group). Trimmed; '' or null clears it; absent on update keeps it.
 */
export const productGroupField = z
  .string({ message: materialMessages.productGroupInvalid })
  .trim()
  .max(PRODUCT_GROUP_MAX, { message: tooLong('Product group', PRODUCT_GROUP_MAX) })
  .refine(isCleanLine, { message: controlCharsMessage('Product group') })
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

const materialFields = {
  name: requiredName(materialMessages.nameRequired),
  sku: skuField,
  unit_of_measure: z
    .string({ message: materialMessages.unitRequired })
    .trim()
    .min(1, { message: materialMessages.unitRequired })
    .max(ABBR_MAX, { message: tooLong('Unit of measure', ABBR_MAX) }),
  additional_info: optionalText('Additional information', LONG_TEXT_MAX),
  /** Absent: the company's traceable_materials_default on create, the current value on update. */
  traceable: z.preprocess(
    parseBooleanWord,
    z.boolean({ message: materialMessages.traceableInvalid }).optional(),
  ),
  default_supplier_id: supplierIdField,
  /**
   * Days a received lot keeps (issue 21): fills a new lot's use-by date from its receipt date.
   * Null clears it; absent on update keeps the stored value.
   */
  shelf_life_days: z
    .number({ message: 'shelf_life_days must be a whole number of days (1-3650)' })
    .int({ message: 'shelf_life_days must be a whole number of days (1-3650)' })
    .min(1, { message: 'shelf_life_days must be a whole number of days (1-3650)' })
    .max(3650, { message: 'shelf_life_days must be a whole number of days (1-3650)' })
    .nullish(),
  gtin: gtinField,
  product_group: productGroupField,
};

const noSupplierForFinishedGoods = (
  value: { material_type?: MaterialType; default_supplier_id: number | null },
  ctx: z.RefinementCtx,
) => {
  if (value.material_type === 'finished_goods' && value.default_supplier_id !== null) {
    ctx.addIssue({
      code: 'custom',
      message: materialMessages.supplierNotForFinishedGoods,
      path: ['default_supplier_id'],
    });
  }
};

/** The Add Material form and POST /api/materials/new. */
export const materialCreateBody = z
  .object({ ...materialFields, material_type: materialTypeField })
  .superRefine(noSupplierForFinishedGoods);
export type MaterialCreateInput = z.input<typeof materialCreateBody>;
export type MaterialCreateValues = z.output<typeof materialCreateBody>;

/**
 * The Edit Material form and PUT /api/materials/{id}: the same fields, replacing the stored ones
 * (an omitted SKU, additional information or default supplier is cleared). material_type may be
 * sent but must equal the stored type.
 */
export const materialUpdateBody = z
  .object({ ...materialFields, material_type: materialTypeField.optional() })
  .superRefine(noSupplierForFinishedGoods);
export type MaterialUpdateInput = z.input<typeof materialUpdateBody>;
export type MaterialUpdateValues = z.output<typeof materialUpdateBody>;

/** The quick-create popover of material pickers: a name and a unit (the rest takes defaults). */
export const materialQuickCreateForm = z.object({
  name: materialFields.name,
  unit_of_measure: materialFields.unit_of_measure,
});

export const materialArchiveBody = z.object({
  isArchived: z.boolean({ message: materialMessages.isArchivedInvalid }),
});

export const material = z
  .object({
    id: z.number().int(),
    name: z.string(),
    sku: z.string().nullable(),
    unit_of_measure: z.string(),
    additional_info: z.string().nullable(),
    traceable: z.boolean(),
    default_supplier_id: z.number().int().nullable(),
    default_supplier_name: z.string().nullable(),
    /** Present when set (issue 21). */
    shelf_life_days: z.number().int().optional(),
    /** The GTIN as 14 digits, present when set (issue 22). */
    gtin: z.string().optional(),
    /** Present when set (issue 21). */
    product_group: z.string().optional(),
    material_type: z.enum(MATERIAL_TYPES),
    is_archived: z.boolean(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'Material' });
export type Material = z.infer<typeof material>;

export const materialList = listOf(material).meta({ id: 'MaterialList' });

/**
 * '' and 'all' (the All tab) mean no type filter. Several types may be asked at once, comma
 * separated (`ingredient,packaging`: the production picker), or as a repeated parameter.
 */
const materialTypesQuery = z.preprocess(
  (v) => {
    const parts = (Array.isArray(v) ? v : [v]).flatMap((p) => (typeof p === 'string' ? p.split(',') : [p]));
    const types = parts.filter(
      (p) => !(p === '' || (typeof p === 'string' && p.trim().toLowerCase() === 'all')),
    );
    return types.length === 0 || types.length < parts.length ? undefined : types.map(parseMaterialType);
  },
  z.array(z.enum(MATERIAL_TYPES, { message: materialMessages.typeInvalid })).optional(),
);

export const materialListQuery = searchQuery.extend({
  material_type: materialTypesQuery,
  include_archived: optionalBooleanQuery,
  /** Only the materials of this product group (compared without regard to case or spacing); empty: any. */
  product_group: z
    .string({ message: materialMessages.productGroupInvalid })
    .trim()
    .max(PRODUCT_GROUP_MAX, { message: tooLong('Product group', PRODUCT_GROUP_MAX) })
    .optional()
    .transform((v) => v || undefined),
});
export type MaterialListQuery = z.output<typeof materialListQuery>;

/** The list's tabs and their nouns in empty messages. */
export const materialKindNoun = (type: MaterialType | undefined): string =>
  type === undefined
    ? 'materials'
    : type === 'finished_goods'
      ? 'finished goods'
      : type === 'ingredient'
        ? 'ingredients'
        : 'packaging';

/**
 * The /materials empty state (spec 000 section 2): a headline and a hint, from the search and the
 * "Show archived" box.
 */
export const materialsEmptyState = (options: {
  type?: MaterialType;
  search?: string;
  showArchived: boolean;
}): { message: string; hint: string } => {
  const kind = materialKindNoun(options.type);
  if (options.search)
    return { message: `No ${kind} found matching "${options.search}"`, hint: 'Try a different search term' };
  return options.showArchived
    ? { message: `No archived ${kind} found`, hint: 'Uncheck "Show archived" or add new materials.' }
    : { message: `No unarchived ${kind} found`, hint: 'Add a material to get started' };
};

/** Columns of the materials CSV (import and export); `default_supplier` holds the supplier's name. */
export const MATERIAL_CSV_COLUMNS = [
  'name',
  'sku',
  'material_type',
  'unit_of_measure',
  'additional_info',
  'traceable',
  'default_supplier',
  'is_archived',
  'gtin',
  'product_group',
] as const;

/**
 * The company's product groups (GET /api/materials/product-groups): one entry per group of its
 * unarchived materials, groups compared without regard to case or spacing, shown in the spelling
 * of the group's first material, ordered by name.
 */
export const productGroup = z
  .object({ product_group: z.string(), material_count: z.number().int() })
  .meta({ id: 'ProductGroup' });
export type ProductGroup = z.infer<typeof productGroup>;
export const productGroupList = z.object({ items: z.array(productGroup) }).meta({ id: 'ProductGroupList' });
export type ProductGroupList = z.infer<typeof productGroupList>;
