import type { DocumentValues, Extraction } from '../../../functions/src/core/documents/extract/types.ts';

/**
 * Compares an extraction with the ground truth. Names compare without case or spacing (they are
 * matched to master data next, which ignores both); codes without case or spaces; numbers,
 * units and dates exactly. Only fields the document holds count.
 */
export interface Score {
  fields: number;
  fieldsRight: number;
  rows: number;
  rowsRight: number;
  /** Rows read that are none of the page's items: a note, total or signature line, or a row read twice. */
  extraRows: number;
  /** Those rows as read (`field=value` pairs), for `--verbose`. */
  extras: string[];
  /** Header and row fields that were wrong: `field: expected -> got`. */
  misses: string[];
  /** Every field the truth holds, as read: right or not, with its value and confidence (for calibration). */
  judged: Judged[];
}

export interface Judged {
  field: string;
  right: boolean;
  value: string | number | null;
  confidence: number;
}

type Values = Record<string, string | number | null>;

const NAME_FIELDS = new Set(['supplier_name', 'material_name', 'customer_name', 'product_name']);
const CODE_FIELDS = new Set([
  'lot_code',
  'supplier_lot_code',
  'po_number',
  'material_lot',
  'material_lot_code',
  'outgoing_lot',
]);

export function same(
  field: string,
  expected: string | number,
  got: string | number | null | undefined,
): boolean {
  if (got === null || got === undefined) return false;
  if (typeof expected === 'number') return typeof got === 'number' && Math.abs(got - expected) < 1e-9;
  const e = String(expected);
  const g = String(got);
  if (NAME_FIELDS.has(field))
    return e.toLowerCase().replace(/\s+/g, '') === g.toLowerCase().replace(/\s+/g, '');
  if (CODE_FIELDS.has(field))
    return e.toUpperCase().replace(/\s+/g, '') === g.toUpperCase().replace(/\s+/g, '');
  return e === g;
}

export function scoreExtraction(truth: DocumentValues, got: Extraction): Score {
  const score: Score = {
    fields: 0,
    fieldsRight: 0,
    rows: 0,
    rowsRight: 0,
    extraRows: 0,
    extras: [],
    misses: [],
    judged: [],
  };
  type Read = Record<string, { value: string | number | null; confidence: number }>;
  const judge = (field: string, expected: string | number, read: Read | undefined) =>
    score.judged.push({
      field,
      right: same(field, expected, read?.[field]?.value),
      value: read?.[field]?.value ?? null,
      confidence: read?.[field]?.confidence ?? 0,
    });
  const gotHeader = plain(got.header as unknown as Record<string, { value: string | number | null }>);
  for (const [field, expected] of Object.entries(truth.header as Values)) {
    if (expected === null) continue;
    judge(field, expected, got.header as unknown as Read);
    score.fields++;
    if (same(field, expected, gotHeader[field])) score.fieldsRight++;
    else score.misses.push(`header.${field}: ${expected} -> ${gotHeader[field] ?? '(none)'}`);
  }
  const gotRows = got.rows.map((r) =>
    plain(r as unknown as Record<string, { value: string | number | null }>),
  );
  const used = new Set<number>();
  for (const expected of truth.rows as Values[]) {
    const entries = Object.entries(expected).filter(([, v]) => v !== null) as [string, string | number][];
    // The extracted row agreeing on most fields is this row's reading (rows may be missed or split).
    let best = -1;
    let bestRight = -1;
    gotRows.forEach((row, i) => {
      if (used.has(i)) return;
      const right = entries.filter(([f, v]) => same(f, v, row[f])).length;
      if (right > bestRight) [best, bestRight] = [i, right];
    });
    if (best >= 0 && bestRight > 0) used.add(best);
    else bestRight = 0;
    const read = bestRight > 0 ? (got.rows[best] as unknown as Read) : undefined;
    for (const [f, v] of entries) judge(f, v, read);
    score.fields += entries.length;
    score.fieldsRight += bestRight;
    score.rows++;
    if (bestRight === entries.length) score.rowsRight++;
    else
      for (const [f, v] of entries)
        if (!same(f, v, gotRows[best]?.[f]))
          score.misses.push(
            `row.${f}: ${v} -> ${bestRight > 0 ? (gotRows[best]?.[f] ?? '(none)') : '(no row)'}`,
          );
  }
  score.extraRows = gotRows.length - used.size;
  gotRows.forEach((row, i) => {
    if (used.has(i)) return;
    const read = Object.entries(row).filter(([, v]) => v !== null && v !== undefined);
    score.extras.push(read.map(([f, v]) => `${f}=${v}`).join(', '));
  });
  return score;
}

const plain = (fields: Record<string, { value: string | number | null }>): Values =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));
