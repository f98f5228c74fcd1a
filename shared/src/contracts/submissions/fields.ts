import { z } from 'zod';
import { parseQuantity, type Thousandths } from '../../quantity/quantity.ts';
import { positiveId } from '../common.ts';
import { quantityNumber } from '../quantity-field.ts';

/**
 * The field kinds a submission kind declares its header and rows with. From one declaration
 * (a record of field name -> kind) come the request schemas (every field optional and nullable:
 * a draft is saved field by field), the answer schemas, what the server checks against master
 * data (refs), and how quantities are stored (thousandths).
 */
export type FieldKind =
  | { type: 'date' }
  | { type: 'quantity' }
  | { type: 'text'; max?: number }
  | { type: 'boolean' }
  /** An id of a master record of the company; `name` is the field holding its display name. */
  | { type: 'ref'; entity: RefEntity; name: string; recognised?: string };

export type FieldSet = Record<string, FieldKind>;

export type RefEntity = 'material' | 'supplier' | 'customer';

/**
 * The builders keep their literal types (`{type: 'ref', name: 'supplier_name', ...}`), so the
 * web can type a kind's rows and header from its declaration (kind-types.ts).
 */
export const field = {
  date: () => ({ type: 'date' }) as const,
  quantity: () => ({ type: 'quantity' }) as const,
  text: (max = 200) => ({ type: 'text', max }) as const,
  boolean: () => ({ type: 'boolean' }) as const,
  ref: <const E extends RefEntity, const N extends string, const R extends string | undefined = undefined>(
    entity: E,
    name: N,
    recognised?: R,
  ) => ({ type: 'ref', entity, name, recognised }) as { type: 'ref'; entity: E; name: N; recognised: R },
};

export const fieldMessages = {
  invalidNumber: 'Enter a valid number',
  invalidDate: 'Enter a valid date (YYYY-MM-DD)',
  invalidText: (name: string) => `${name} must be text`,
  tooLong: (name: string, max: number) => `${name} must be at most ${max} characters`,
  invalidId: (name: string) => `${name} must be a positive whole number or null`,
  invalidBoolean: (name: string) => `${name} must be true or false`,
} as const;

const isRealDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** Empty input ('' or null) clears a field; undefined leaves it as it is. */
const blank = (v: unknown) => v === null || (typeof v === 'string' && v.trim() === '');

const dateInput = z.unknown().transform((v, ctx): string | null => {
  if (blank(v)) return null;
  // Date-times from clients are cut to their date: the screens send what an <input type=date> holds.
  const text = typeof v === 'string' ? v.trim().slice(0, 10) : '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || !isRealDate(text)) {
    ctx.addIssue({ code: 'custom', message: fieldMessages.invalidDate });
    return z.NEVER;
  }
  return text;
});

/** A draft quantity: any exact number (0 and below are kept; submit refuses them), or null. */
const quantityInput = z.unknown().transform((v, ctx): Thousandths | null => {
  if (blank(v)) return null;
  const parsed = parseQuantity(v);
  if (!parsed.ok) {
    ctx.addIssue({
      code: 'custom',
      message: parsed.reason === 'not-a-number' ? fieldMessages.invalidNumber : parsed.message,
    });
    return z.NEVER;
  }
  return parsed.value;
});

const textInput = (name: string, max: number) =>
  z.unknown().transform((v, ctx): string | null => {
    if (v === null) return null;
    if (typeof v !== 'string' && typeof v !== 'number') {
      ctx.addIssue({ code: 'custom', message: fieldMessages.invalidText(name) });
      return z.NEVER;
    }
    const text = String(v).trim();
    if (text.length > max) {
      ctx.addIssue({ code: 'custom', message: fieldMessages.tooLong(name, max) });
      return z.NEVER;
    }
    return text === '' ? null : text;
  });

const refInput = (name: string) =>
  z.preprocess((v) => (blank(v) ? null : v), positiveId(fieldMessages.invalidId(name)).nullable());

const inputOf = (name: string, kind: FieldKind): z.ZodType => {
  switch (kind.type) {
    // The transforms document themselves as nothing, so each says what it takes (OpenAPI).
    case 'date':
      return dateInput.meta({
        type: ['string', 'null'],
        format: 'date',
        description: 'YYYY-MM-DD; null or "" clears it',
      });
    case 'quantity':
      return quantityInput.meta({
        type: ['number', 'string', 'null'],
        description: 'Exact decimal (at most 3 decimals); a draft may hold 0 or less, submit needs > 0',
      });
    case 'text':
      return textInput(name, kind.max ?? 200).meta({
        type: ['string', 'null'],
        maxLength: kind.max ?? 200,
        description: 'Trimmed; "" is stored as null',
      });
    case 'boolean':
      return z.boolean({ message: fieldMessages.invalidBoolean(name) }).nullable();
    case 'ref':
      return refInput(name);
  }
};

const answerOf = (kind: FieldKind): z.ZodType => {
  switch (kind.type) {
    case 'date':
      return z.string().nullable();
    case 'quantity':
      return quantityNumber.nullable();
    case 'text':
      return z.string().nullable();
    case 'boolean':
      return z.boolean().nullable();
    case 'ref':
      return z.number().int().nullable();
  }
};

/** The names a field set adds to answers: the fields, the names of refs and their "recognised" flags. */
const answerShape = (fields: FieldSet): Record<string, z.ZodType> => {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, kind] of Object.entries(fields)) {
    shape[name] = answerOf(kind);
    if (kind.type === 'ref') {
      shape[kind.name] = z.string().nullable();
      if (kind.recognised) shape[kind.recognised] = z.boolean();
    }
  }
  return shape;
};

/** Every field optional (a partial update), names of refs too (raw text of transcribed paperwork). */
export const inputShape = (fields: FieldSet): Record<string, z.ZodType> => {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, kind] of Object.entries(fields)) {
    shape[name] = inputOf(name, kind).optional();
    if (kind.type === 'ref')
      shape[kind.name] = textInput(kind.name, 200)
        .meta({ type: ['string', 'null'], description: 'The name as the paperwork spells it (unrecognised)' })
        .optional();
  }
  return shape;
};

export const answerFields = answerShape;

/** Field values as stored and handed to the core: quantities in thousandths. */
export type FieldValues = Record<string, string | number | boolean | null>;

/** A stored value as an answer shows it (quantities as exact decimals). */
export const answerValue = (kind: FieldKind | undefined, value: unknown): unknown => {
  if (value === undefined) return kind?.type === 'boolean' ? null : null;
  if (kind?.type === 'quantity' && typeof value === 'number') return value / 1000;
  return value;
};
