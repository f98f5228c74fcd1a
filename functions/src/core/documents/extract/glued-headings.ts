import type { HeadingCell } from './column-edges.ts';
import { headingRole } from './column-roles.ts';

/** A word of the table's rows: its x-range, height and row. */
interface Span {
  left: number;
  right: number;
  height: number;
  row: number;
}

/**
 * Headings the recogniser read as one across two columns (`CasesRec'ILot HarvestCode` over a
 * column of counts and a column of lot codes; `ItemCode Description` over codes and names): the
 * cells below say where the second column begins, when rows of two or more start a cell at one x
 * well inside the heading, a clear space after a cell begun at its left. The heading is parted
 * at the word or capital nearest the share of its letters that x marks, when the part after it
 * names a column's role no heading of the row names; each part then heads its own column.
 */
export function splitGluedHeadings(
  headings: readonly HeadingCell[],
  words: readonly Span[],
  letter: number,
): HeadingCell[] {
  const out: HeadingCell[] = [];
  for (let i = 0; i < headings.length; i++) {
    const h = headings[i]!;
    // Only into roles no other heading gives: `Prod Code Description` parted would set its
    // `Prod Code` (a production code, read so) against the `Batch` column for the lot.
    const named = new Set(headings.filter((o) => o !== h).map((o) => headingRole(o.text)));
    const parts = splitOne(h, words, letter, (role) => role === null || !named.has(role));
    const next = headings[i + 1];
    if (parts.length === 2 && next && continues(parts[1]!, next, words, letter)) {
      // The rest of the second heading, set apart by the reader (`Lot` then `Harvest Code`, no
      // cell begun under it: the cells begun at `Lot` run on under it), is the same heading.
      parts[1] = { text: `${parts[1]!.text} ${next.text}`, left: parts[1]!.left, right: next.right };
      i++;
    }
    out.push(...parts);
  }
  return out;
}

/** No row begins a cell under `next`, and the cells begun at `from`'s left run on under it. */
function continues(from: HeadingCell, next: HeadingCell, words: readonly Span[], letter: number): boolean {
  const begunUnder = words.some((w) => w.left >= next.left - letter && w.left < next.right);
  const runOn = words.filter((w) => Math.abs(w.left - from.left) <= letter && w.right > next.left + letter);
  return !begunUnder && new Set(runOn.map((w) => w.row)).size >= 2;
}

function splitOne(
  h: HeadingCell,
  words: readonly Span[],
  letter: number,
  wanted: (role: ReturnType<typeof headingRole>) => boolean,
): HeadingCell[] {
  const width = h.right - h.left;
  if (width <= letter * 4 || h.text.length < 6) return [h];
  const starts = new Map<number, number>();
  for (const w of words) {
    if (w.left <= h.left + letter * 2 || w.left >= h.right - letter) continue;
    const row = words.filter((v) => v.row === w.row && v !== w && v.left < w.left);
    // A cell of the same row begun at the heading's left, ended more than a word space before.
    const space = Math.min(w.height, letter);
    if (!row.some((v) => Math.abs(v.left - h.left) <= letter * 2)) continue;
    if (Math.max(...row.map((v) => v.right)) > w.left - space) continue;
    const kept = starts.get(w.row);
    if (kept === undefined || w.left < kept) starts.set(w.row, w.left);
  }
  const lefts = [...starts.values()].sort((a, b) => a - b);
  const border = lefts.find((l) => lefts.filter((o) => Math.abs(o - l) <= letter).length >= 2);
  if (border === undefined) return [h];
  const at = ((border - h.left) / width) * h.text.length;
  const reach = Math.max(3, h.text.length * 0.15);
  const cut = cutPoints(h.text)
    .filter((c) => Math.abs(c - at) <= reach)
    .sort((a, b) => Math.abs(a - at) - Math.abs(b - at))
    .find((c) => {
      const [before, after] = [h.text.slice(0, c).trim(), h.text.slice(c).trim()];
      const role = headingRole(after);
      return before.length >= 2 && role !== null && wanted(role) && wanted(headingRole(before));
    });
  if (cut === undefined) return [h];
  return [
    { text: h.text.slice(0, cut).trim(), left: h.left, right: Math.min(h.right, border - letter / 2) },
    { text: h.text.slice(cut).trim(), left: border, right: h.right },
  ];
}

/** Where words meet in a heading read as one: after a space, and where a capital begins a word. */
function cutPoints(text: string): number[] {
  const cuts: number[] = [];
  for (let i = 1; i < text.length; i++) {
    const [a, b, c] = [text[i - 1]!, text[i]!, text[i + 1] ?? ''];
    if (a === ' ' && b !== ' ') cuts.push(i);
    else if (/[A-Z]/.test(b) && (/[a-z.'’]/.test(a) || (/[A-Z]/.test(a) && /[a-z]/.test(c)))) cuts.push(i);
  }
  return cuts;
}
