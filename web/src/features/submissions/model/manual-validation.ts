import { productionMessages, rowMessages } from '@bp/shared/contracts/submissions/messages.ts';
import { parseQuantity } from '@bp/shared/quantity/quantity.ts';
import { refOf, textOf, type Draft, type DraftValues, type MaterialFacts } from './manual-draft.ts';
import type { ManualLayout, UiField } from './manual-layout.ts';

export interface DraftErrors {
  header: Record<string, string>;
  rows: Record<string, string>[];
  /** About the whole form (no rows). */
  form: string | null;
}

/** A quantity the spec's way: missing, not a number, or not above zero (section 5). */
export const quantityError = (text: string, required: string, notPositive: string): string | null => {
  if (text.trim() === '') return required;
  const parsed = parseQuantity(text.trim());
  if (!parsed.ok) return parsed.reason === 'not-a-number' ? rowMessages.invalidNumber : parsed.message;
  return parsed.value > 0 ? null : notPositive;
};

const missing = (f: UiField, values: DraftValues) => {
  const value = values[f.name];
  return f.input === 'material' || f.input === 'supplier' || f.input === 'customer'
    ? refOf(value) === null
    : textOf(value).trim() === '';
};

/**
 * Spec 001 section 5 for a manual entry: required header fields, at least one row, and per row
 * its material (and supplier), a quantity above zero and a lot code when the material is
 * traceable. The server checks the same with the same words.
 */
export const validateDraft = (
  layout: ManualLayout,
  draft: Draft,
  material: (id: number) => MaterialFacts | undefined,
): DraftErrors => {
  const header: Record<string, string> = {};
  for (const f of layout.header) {
    if (f.required && missing(f, draft.header)) header[f.name] = f.required;
    else if (f.input === 'quantity') {
      const error = quantityError(
        textOf(draft.header[f.name]),
        f.required ?? rowMessages.quantityRequired,
        productionMessages.quantityProducedPositive,
      );
      if (error) header[f.name] = error;
    }
  }
  const rows = draft.rows.map((row) => {
    const errors: Record<string, string> = {};
    for (const f of layout.rows) if (f.required && missing(f, row.values)) errors[f.name] = f.required;
    const quantity = quantityError(
      textOf(row.values[layout.row.quantity]),
      layout.row.quantityRequired,
      rowMessages.mustBePositive,
    );
    if (quantity) errors[layout.row.quantity] = quantity;
    const chosen = refOf(row.values[layout.row.material]);
    if (chosen && material(chosen.id)?.traceable && textOf(row.values[layout.row.lot]).trim() === '')
      errors[layout.row.lot] = layout.row.lotRequired;
    return errors;
  });
  return { header, rows, form: draft.rows.length === 0 ? layout.rowsRequired : null };
};

export const hasErrors = (errors: DraftErrors) =>
  errors.form !== null ||
  Object.keys(errors.header).length > 0 ||
  errors.rows.some((row) => Object.keys(row).length > 0);
