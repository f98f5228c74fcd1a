import { distance } from 'fastest-levenshtein';
import { key, type KnownValues } from './column-content.ts';
import type { FieldType } from './kinds.ts';
import type { ExtractedField } from './types.ts';

/** The company's list each name field is one of. */
const LIST_OF: Record<string, keyof KnownValues> = {
  material_name: 'materials',
  supplier_name: 'suppliers',
  customer_name: 'customers',
};

/**
 * Text that may be a misreading of one of `names`: within 45% of the name's letters. Handwriting
 * reads `Egg Yolk` as `Egsyk` and `Kraft Box` as `Iraf+Bex`, far looser than a match for a
 * value; here it only keeps a row that might be an item.
 */
export function resemblesName(text: string, names: readonly string[]): boolean {
  const k = key(text);
  if (!k) return false;
  return names.some((n) => {
    const nk = key(n);
    return nk.length > 0 && distance(nk, k) <= Math.floor(nk.length * 0.45);
  });
}

/**
 * A line written under a table's items (`Seal intact - OK`, `Keep refrigerated`, `Metal
 * detector checked`, `OK - all sealed` spread over two columns): no number, code, unit or date
 * was read in it (a stray mark that reads as none does not count), only names, and none of them is anywhere near one of the company's. Without the
 * company's lists nothing is known to be a note. A name written and nothing else in the middle
 * of a table is an item whose other cells were not read, so only trailing rows are judged.
 */
export function isNoteLine(
  row: Record<string, ExtractedField<string | number>>,
  types: Record<string, FieldType>,
  known: KnownValues | undefined,
): boolean {
  let names = 0;
  for (const [field, cell] of Object.entries(row)) {
    // A stray mark in the quantity column (`-`) reads as no number: the cell is not read.
    if (types[field] !== 'text') {
      if (cell.value !== null) return false;
      continue;
    }
    if (!cell.raw.trim()) continue;
    const list = LIST_OF[field] ? known?.[LIST_OF[field]] : undefined;
    if (!list?.length || resemblesName(cell.raw, list)) return false;
    names++;
  }
  return names > 0;
}

/** The page's rows without the note lines that follow its last item (at least one item stays). */
export function withoutTrailingNotes<R extends Record<string, ExtractedField<string | number>>>(
  rows: readonly R[],
  types: Record<string, FieldType>,
  known: KnownValues | undefined,
): R[] {
  let end = rows.length;
  while (end > 1 && isNoteLine(rows[end - 1]!, types, known)) end--;
  return rows.slice(0, end);
}
