import type { ExtractedField } from './types.ts';

type Loose = Record<string, ExtractedField<string | number>>;

/**
 * A column of dates that all lie after the day the page was uploaded cannot hold the day the
 * goods came in (a receipt is written when they arrive): it is the goods' own shelf-life column
 * whatever its heading says (`Scadenza`, a use-by read as no heading). Answers whether the rows'
 * `field` is such a column: at least one date read, none on or before the upload's day.
 */
export function onlyAfterUpload(rows: readonly Loose[], field: string, uploaded: string): boolean {
  const dates = rows
    .map((r) => r[field]?.value)
    .filter((v): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v));
  return dates.length > 0 && dates.every((d) => d > uploaded);
}
