import { z } from 'zod';
import { positiveId } from './common.ts';
import { LOT_CODE_MAX } from './inventory.ts';
import { materialLot } from './lots.ts';

/** Lot labels (issue 22, docs/labels-and-scanning.md). */

/** PDF points (1/72 in). */
const inch = (n: number) => n * 72;
const mm = (n: number) => (n * 72) / 25.4;

export interface LabelSheet {
  /** The page. */
  width: number;
  height: number;
  /** One label; a page holds `columns` x `rows` of them. */
  label: { width: number; height: number };
  columns: number;
  rows: number;
  /** Where the first label's top-left corner is, and the distance from one label to the next. */
  left: number;
  top: number;
  pitchX: number;
  pitchY: number;
}

const single = (width: number, height: number): LabelSheet => ({
  width,
  height,
  label: { width, height },
  columns: 1,
  rows: 1,
  left: 0,
  top: 0,
  pitchX: width,
  pitchY: height,
});

/**
 * The sizes a label prints at: one label per page for label printers (the PDF page is the label,
 * so the printer's driver neither rotates nor scales it), or an A4 sheet of 14 labels of
 * 99.1 x 38.1 mm (the common L7163 layout) for office printers.
 */
export const LABEL_SIZES = {
  '4x6': { title: '4 x 6 in', sheet: single(inch(4), inch(6)) },
  '4x2': { title: '4 x 2 in', sheet: single(inch(4), inch(2)) },
  '2x1': { title: '2 x 1 in', sheet: single(inch(2), inch(1)) },
  a6: { title: 'A6 (105 x 148 mm)', sheet: single(mm(105), mm(148)) },
  'a4-sheet': {
    title: 'A4 sheet, 14 labels (99.1 x 38.1 mm)',
    sheet: {
      width: mm(210),
      height: mm(297),
      label: { width: mm(99.1), height: mm(38.1) },
      columns: 2,
      rows: 7,
      left: mm(4.65),
      top: mm(15.15),
      pitchX: mm(101.6),
      pitchY: mm(38.1),
    },
  },
} as const satisfies Record<string, { title: string; sheet: LabelSheet }>;

export type LabelSize = keyof typeof LABEL_SIZES;
export const LABEL_SIZE_KEYS = Object.keys(LABEL_SIZES) as LabelSize[];

export const MAX_LABELS = 500;
/** Every label's QR carries the address: a long one makes a dense symbol that is slow to encode and hard to scan. */
export const APP_URL_MAX = 200;

export const labelMessages = {
  sizeInvalid: `size must be one of ${LABEL_SIZE_KEYS.join(', ')}`,
  copiesInvalid: 'copies must be a whole number from 1 to 100',
  lotsRequired: 'Choose at least one lot (at most 100)',
  appUrlInvalid: 'app_url must be the web address of the app (http or https)',
  appUrlTooLong: `app_url must be at most ${APP_URL_MAX} characters`,
  tooMany: `At most ${MAX_LABELS} labels can be printed at once`,
  lotNotFound: (code: string) => `Lot ${code} not found`,
  lookupNeedsMaterial: 'Give gtin or material_id with lot_code',
  noMaterialWithGtin: (gtin: string) => `No material has GTIN ${gtin}`,
} as const;

const lotCode = z
  .string({ message: 'lot_code is required' })
  .trim()
  .min(1, { message: 'lot_code is required' })
  .max(LOT_CODE_MAX, { message: `lot_code must be at most ${LOT_CODE_MAX} characters` });

export const labelsBody = z
  .object({
    lots: z
      .array(
        z.object({
          material_id: positiveId('material_id must be a positive whole number'),
          lot_code: lotCode,
        }),
        {
          message: labelMessages.lotsRequired,
        },
      )
      .min(1, { message: labelMessages.lotsRequired })
      .max(100, { message: labelMessages.lotsRequired }),
    size: z.enum(LABEL_SIZE_KEYS as [LabelSize, ...LabelSize[]], { message: labelMessages.sizeInvalid }),
    copies: z
      .number({ message: labelMessages.copiesInvalid })
      .int({ message: labelMessages.copiesInvalid })
      .min(1, { message: labelMessages.copiesInvalid })
      .max(100, { message: labelMessages.copiesInvalid })
      .default(1),
    /** The web app's own address: the QR of a material without a GTIN opens its lot page there. */
    app_url: z
      .string({ message: labelMessages.appUrlInvalid })
      .max(APP_URL_MAX, { message: labelMessages.appUrlTooLong })
      .refine((v) => /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i.test(v), {
        message: labelMessages.appUrlInvalid,
      }),
  })
  .refine((b) => b.lots.length * b.copies <= MAX_LABELS, { message: labelMessages.tooMany });
export type LabelsBody = z.output<typeof labelsBody>;

/** A scanned code's lot: by the material's GTIN (GS1 codes) or by the material's id. */
export const lotLookupQuery = z.object({
  gtin: z.string().trim().min(1).optional(),
  material_id: positiveId('material_id must be a positive whole number').optional(),
  lot_code: lotCode,
});

export const lotLookupResult = z
  .object({
    material: z.object({
      id: z.number().int(),
      name: z.string(),
      unit_of_measure: z.string(),
      gtin: z.string().optional(),
    }),
    lot: materialLot,
  })
  .meta({ id: 'LotLookupResult' });
export type LotLookupResult = z.infer<typeof lotLookupResult>;
