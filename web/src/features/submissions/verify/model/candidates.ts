import type { RowValues } from './row-checks.ts';

/**
 * The values the pipeline offers for a field instead of the one it chose (`candidates:
 * {field: [...]}`, nearest first: a doubtful lot's nearest lots in stock, or a new lot's code as
 * read before its shape was repaired), less the value the field holds now.
 */
export function fieldCandidates(row: RowValues, field: string): string[] {
  const all = row.candidates;
  if (!all || typeof all !== 'object') return [];
  const list = (all as Record<string, unknown>)[field];
  if (!Array.isArray(list)) return [];
  const current = row[field];
  return list.filter((c): c is string => typeof c === 'string' && c !== current);
}
