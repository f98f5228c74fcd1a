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
      return fieldValue('number', text, 1, 'DMY').value !== null;
    case 'date':
      return (
        isYearless(text) ||
        (['DMY', 'MDY'] as const).some((order) => fieldValue('date', text, 1, order).value !== null)
      );
    default:
      return /[A-Za-zÀ-ÿ]{2}/.test(text);
  }
}
