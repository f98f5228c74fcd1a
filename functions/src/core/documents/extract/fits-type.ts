import { fieldValue } from './field-values.ts';
import type { FieldType } from './kinds.ts';
import { isYearless } from './yearless-dates.ts';

/**
 * Whether a labelled value can be the field's at all: a form's title (`Batch Production Record`)
 * or a field named like another (`Item produced:` beside `Produced:`) does not fill a code,
 * number or date, and the field stays open for a later label that does.
 */
export function fitsType(type: FieldType, text: string): boolean {
  switch (type) {
    case 'code':
    case 'po':
      return /\d/.test(text) && text.trim().split(/\s+/).length <= 3;
    case 'number':
      // A clock time (`Out: 10:40`) is when, never how much.
      return !CLOCK.test(text) && fieldValue('number', text, 1, 'DMY').value !== null;
    case 'date':
      return (
        isYearless(text) ||
        dateShaped(text) ||
        (['DMY', 'MDY'] as const).some((order) => fieldValue('date', text, 1, order).value !== null)
      );
    default:
      return /[A-Za-zÀ-ÿ]{2}/.test(text);
  }
}

const CLOCK = /^\s*\d{1,2}[:h]\d{2}(\s*[ap]\.?m\.?)?\s*$/i;

/**
 * Written like a numeric date though no date (`03/33/2026`, a 9 read as a 3): still the field's
 * value, so it can be read again against the recogniser's probabilities (match/date-by-image.ts).
 */
const dateShaped = (text: string): boolean =>
  /^[\dOoIlSZB]{1,4}[/.-][\dOoIlSZB]{1,2}[/.-][\dOoIlSZB]{2,4}$/.test(text.trim()) &&
  (text.match(/\d/g) ?? []).length >= 4;
