import { rowMessages } from '@bp/shared/contracts/submissions/messages.ts';
import type { FieldValues } from '@bp/shared/contracts/submissions/fields.ts';
import type { Thousandths } from '@bp/shared/quantity/quantity.ts';
import { invalid } from '../errors.ts';
import type { SubmitInput } from './kind.ts';
import type { MaterialInfo, RowRecord } from './records.ts';

/** Shared checks of the kinds' submit rules. Each throws Invalid with the screens' words. */

export const text = (values: FieldValues, name: string): string | null => {
  const v = values[name];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
};

export const required = <T>(value: T | null | undefined, message: string): T => {
  if (value === null || value === undefined) throw invalid(message);
  return value;
};

/** A stored quantity that must be > 0: missing is `missing`, zero or less the spec's message. */
export const positive = (
  values: FieldValues,
  name: string,
  missing: string,
  notPositive: string = rowMessages.mustBePositive,
): Thousandths => {
  const v = values[name];
  if (typeof v !== 'number') throw invalid(missing);
  if (v <= 0) throw invalid(notPositive);
  return v as Thousandths;
};

export const dateOf = (values: FieldValues, name: string, missing: string): string =>
  required(text(values, name), missing);

/** The row's material, which must be set (and was checked to exist when it was saved). */
export const materialOf = (input: SubmitInput, row: RowRecord, field = 'material_id'): MaterialInfo => {
  const id = row.fields[field];
  const material = typeof id === 'number' ? input.materials.get(id) : undefined;
  return required(material, rowMessages.materialRequired);
};

/** A traceable material needs a lot code; any material may carry one. */
export const lotCodeOf = (
  values: FieldValues,
  name: string,
  material: MaterialInfo,
  message: string = rowMessages.lotRequired,
): string | null => {
  const code = text(values, name);
  if (material.traceable && code === null) throw invalid(message);
  return code;
};

export const atLeastOne = <T>(rows: readonly T[], message: string): readonly T[] => {
  if (rows.length === 0) throw invalid(message);
  return rows;
};
