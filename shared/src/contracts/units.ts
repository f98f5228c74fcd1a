import { z } from 'zod';
import { controlCharsMessage, isCleanLine, optionalText, tooLong } from './master-data-fields.ts';

/** Units of measurement (spec 000 sections 2, 3 and 5). */

export const UNIT_TYPES = ['weight', 'volume', 'count'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];
export const UNIT_TYPE_LABELS: Record<UnitType, string> = {
  weight: 'Weight',
  volume: 'Volume',
  count: 'Count',
};

export interface StandardUnit {
  name: string;
  abbr: string;
  type: UnitType;
  description: string | null;
}

/** The standard units: the same for every company, never modified or archived. */
export const STANDARD_UNITS: readonly StandardUnit[] = [
  { name: 'Kilogram', abbr: 'kg', type: 'weight', description: null },
  { name: 'Pound', abbr: 'lb', type: 'weight', description: null },
  { name: 'Ounce', abbr: 'oz', type: 'weight', description: null },
  { name: 'Gram', abbr: 'g', type: 'weight', description: null },
  { name: 'Gallon', abbr: 'gal', type: 'volume', description: null },
  { name: 'Fluid ounce', abbr: 'fl oz', type: 'volume', description: null },
  { name: 'Liter', abbr: 'L', type: 'volume', description: null },
  { name: 'Milliliter', abbr: 'mL', type: 'volume', description: null },
  { name: 'Pint', abbr: 'pint', type: 'volume', description: null },
  { name: 'Unit', abbr: 'unit', type: 'count', description: null },
  { name: 'Bag', abbr: 'bag', type: 'count', description: 'Packaging' },
];

export const ABBR_MAX = 20;
export const UNIT_NAME_MAX = 100;
export const MAX_CUSTOM_UNITS = 50;

/** Abbreviations compare without regard to case: "KG" is "kg", "l" is "L". */
export const unitKey = (abbr: string): string => abbr.trim().toLowerCase();

export const standardUnitFor = (abbr: string): StandardUnit | undefined =>
  STANDARD_UNITS.find((u) => unitKey(u.abbr) === unitKey(abbr));

export const unitMessages = {
  nameRequired: 'Name is required',
  abbrRequired: 'Abbreviation is required',
  typeRequired: 'Type is required',
  typeInvalid: 'Type must be weight, volume or count',
  archivedInvalid: 'Archived must be true or false',
  tooMany: `A company can have at most ${MAX_CUSTOM_UNITS} custom units`,
  /** A custom unit may not take (or shadow) a standard abbreviation: standard units cannot be changed. */
  standardUnit: (abbr: string) => `"${abbr}" is a standard unit; standard units cannot be changed`,
  abbrTaken: (abbr: string) => `A unit with abbreviation "${abbr}" already exists`,
  inUse: (abbr: string, count: number) =>
    `Unit "${abbr}" is used by ${count} material${count === 1 ? '' : 's'}; archive it instead of removing or renaming it`,
  tooManyChanges: 'Too many unit changes at once; save fewer changes at a time',
  changedMeanwhile: 'The units were changed by someone else meanwhile. Reload them and try again.',
  // Screen texts (spec 000 sections 2 and 8).
  loadError: (message: string) => `Error loading units: ${message}`,
  loadOneError: (message: string) => `Error loading unit: ${message}`,
  notFound: (abbr: string) => `Unit with abbreviation "${abbr}" not found.`,
  editIntro: (name: string, abbr: string) => `Update the details for "${name}" (${abbr}).`,
} as const;

/** One custom unit as the Add/Edit Custom Unit form and the PUT body hold it. */
export const customUnitInput = z.object({
  name: z
    .string({ message: unitMessages.nameRequired })
    .trim()
    .min(1, { message: unitMessages.nameRequired })
    .max(UNIT_NAME_MAX, { message: tooLong('Name', UNIT_NAME_MAX) }),
  abbr: z
    .string({ message: unitMessages.abbrRequired })
    .trim()
    .min(1, { message: unitMessages.abbrRequired })
    .max(ABBR_MAX, { message: tooLong('Abbreviation', ABBR_MAX) })
    .refine(isCleanLine, { message: controlCharsMessage('Abbreviation') })
    .superRefine((v, ctx) => {
      if (standardUnitFor(v)) ctx.addIssue({ code: 'custom', message: unitMessages.standardUnit(v) });
    }),
  type: z.enum(UNIT_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? unitMessages.typeRequired : unitMessages.typeInvalid,
  }),
  description: optionalText('Description', 500),
  archived: z.boolean({ message: unitMessages.archivedInvalid }).optional().default(false),
});
export type CustomUnitInput = z.input<typeof customUnitInput>;
export type CustomUnitValues = z.output<typeof customUnitInput>;

/**
 * PUT /api/company-settings/units: the whole list, as `{ custom_units: [...] }` or as the bare
 * array (order kept; abbreviations unique, checked by the server: 409).
 * With the `version` the list was read at, the list replaces the stored one (units left out are
 * removed) unless someone changed the units meanwhile (409). Without it, units are only added or
 * updated, never removed: two clients adding a unit at the same time both keep theirs.
 */
export const customUnitsBody = z.preprocess(
  (value) => (Array.isArray(value) ? { custom_units: value } : value),
  z.object({
    custom_units: z
      .array(customUnitInput, { message: 'custom_units must be a list' })
      .max(MAX_CUSTOM_UNITS, { message: unitMessages.tooMany }),
    version: z
      .number({ message: 'version must be a whole number' })
      .int({ message: 'version must be a whole number' })
      .nonnegative({ message: 'version must be a whole number' })
      .optional(),
  }),
);

/** The first abbreviation that appears twice (case-insensitively), for the form and the server. */
export const duplicateAbbr = (units: readonly { abbr: string }[]): string | null => {
  const seen = new Set<string>();
  for (const u of units) {
    const key = unitKey(u.abbr);
    if (seen.has(key)) return u.abbr.trim();
    seen.add(key);
  }
  return null;
};

const unitShape = {
  name: z.string(),
  abbr: z.string(),
  type: z.enum(UNIT_TYPES),
  description: z.string().nullable(),
};

export const standardUnit = z.object(unitShape).meta({ id: 'StandardUnit' });

export const customUnit = z
  .object({
    ...unitShape,
    archived: z.boolean(),
    /** How many materials use it: a unit in use can be archived but not removed or renamed. */
    material_count: z.number().int().nonnegative(),
  })
  .meta({ id: 'CustomUnit' });
export type CustomUnit = z.infer<typeof customUnit>;

export const unitsResponse = z
  .object({
    custom_units: z.array(customUnit),
    /** Changes with every save of the units: send it back with a PUT that may remove units. */
    version: z.number().int().nonnegative(),
    global_units: z.object({
      weight: z.array(standardUnit),
      volume: z.array(standardUnit),
      count: z.array(standardUnit),
      /** Standard plus non-archived custom abbreviations: the choices of a material's unit. */
      all_units: z.array(z.string()),
    }),
  })
  .meta({ id: 'Units' });
export type UnitsResponse = z.infer<typeof unitsResponse>;
