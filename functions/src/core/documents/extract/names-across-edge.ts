import { FUZZY_THRESHOLD } from '../match/match-name.ts';
import { similarity } from '../match/similarity.ts';
import type { KnownValues } from './column-content.ts';
import type { ColumnRole } from './column-roles.ts';
import type { TableCell } from './find-table.ts';

type Cells = Partial<Record<ColumnRole, TableCell>>;

const NAMES: Partial<Record<ColumnRole, keyof KnownValues>> = {
  supplier: 'suppliers',
  customer: 'customers',
  name: 'materials',
};

const best = (text: string, names: readonly string[]) =>
  Math.max(0, ...names.map((n) => similarity(text, n)));

/** Where a handwritten run of names may be cut: at a space, or where a capital follows a small letter. */
function cuts(text: string): number[] {
  const at: number[] = [];
  for (let i = 3; i < text.length - 2; i++)
    if (text[i - 1] === ' ' || (/[a-z]/.test(text[i - 1]!) && /[A-Z]/.test(text[i]!))) at.push(i);
  return at;
}

/**
 * Two names side by side read as one (`CoperfeaestWoksFresh` | `est`: Copperfield Yeast Works,
 * then Fresh Yeast, the hand's words run across the column's edge): the left cell matches none of
 * the company's names of its role, but cut where a word begins, its start matches one and its
 * tail read before the right cell matches one of the right column's role. The cut that matches
 * both best is taken; a left cell that is one of its names already is left whole.
 */
export function partNamesAcrossEdge(
  cells: Cells,
  order: readonly (ColumnRole | 'other')[],
  known: KnownValues = {},
): Cells {
  let out = cells;
  order.forEach((left, i) => {
    const right = order[i + 1];
    if (left === 'other' || !right || right === 'other') return;
    const leftNames = NAMES[left] ? (known[NAMES[left]!] ?? []) : [];
    const rightNames = NAMES[right] ? (known[NAMES[right]!] ?? []) : [];
    const cell = out[left];
    if (!cell || !leftNames.length || !rightNames.length || best(cell.text, leftNames) >= FUZZY_THRESHOLD)
      return;
    const next = out[right]?.text.trim() ?? '';
    let found: { at: number; score: number } | null = null;
    for (const at of cuts(cell.text)) {
      const start = best(cell.text.slice(0, at).trim(), leftNames);
      const tail = best(`${cell.text.slice(at).trim()} ${next}`.trim(), rightNames);
      const score = Math.min(start, tail);
      if (score >= FUZZY_THRESHOLD && (!found || score > found.score)) found = { at, score };
    }
    if (!found) return;
    const confidence = Math.min(cell.confidence, out[right]?.confidence ?? cell.confidence);
    out = {
      ...out,
      [left]: { text: cell.text.slice(0, found.at).trim(), confidence },
      [right]: { text: `${cell.text.slice(found.at).trim()} ${next}`.trim(), confidence },
    };
  });
  return out;
}
