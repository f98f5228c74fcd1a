import { type ColumnRole, HEADED_ONLY, headingRole, isOtherHeading, oneHeadingRole } from './column-roles.ts';
import { compact, type PageWord } from './page-words.ts';

/** Words that finish a heading (`Amount received`, `Lot number`, `Unit of measure`), never start a column's. */
export const QUALIFIER =
  /^(received|recd|rcvd|recvd|weight|wt|in|on|used|shipped|delivered|produced|made|no|nr|number|num|code|id|name|description|date|of|measure)$/;

/** Words that join a sentence's clauses, never a column heading's. */
const FUNCTION_WORDS =
  /^(the|and|from|every|each|if|is|are|be|must|will|with|all|any|on|in|at|this|that|your|our|before|after|when|until|please|within)$/i;

/**
 * Lines that read as a sentence (an instruction under a form's title: `Record establishment
 * number and production lot from every case label.`): six words or more, two joining words among
 * them. Their words (`number`, `lot`, `from`) are no headings, however many roles they name.
 */
export function sentenceLines(words: readonly PageWord[]): Set<number> {
  const byLine = new Map<number, string[]>();
  for (const w of words) byLine.set(w.line, [...(byLine.get(w.line) ?? []), w.text]);
  const lines = new Set<number>();
  for (const [line, texts] of byLine) {
    const joining = new Set(texts.map((t) => t.toLowerCase()).filter((t) => FUNCTION_WORDS.test(t)));
    if (texts.length >= 6 && joining.size >= 2) lines.add(line);
  }
  return lines;
}

/**
 * The first word of a box the recogniser read apart (`Purchase Ord.#` after `Pkg Size`, close
 * beside it on a narrow printed form) starts a heading of its own when the box begins with a
 * role's heading and joining it to the heading before names nothing new.
 */
export function startsBox(cell: readonly PageWord[], w: PageWord, words: readonly PageWord[]): boolean {
  const box = words.filter((x) => x.line === w.line).sort((a, b) => a.left - b.left);
  const prev = cell[cell.length - 1]!;
  // Only a box beside the heading before, not a second line under or over it (`Vendor` over `lot`).
  if (Math.abs(w.y - prev.y) > Math.min(w.height, prev.height) * 0.3) return false;
  if (box[0] !== w || cell.some((c) => c.line === w.line) || QUALIFIER.test(compact(w.text))) return false;
  // The box's own heading, whole (`Qty ordered` is none), else its first word or two (`Purchase
  // Ord.#` of `Purchase Ord.# Temp F`).
  const text = box.map((x) => x.text).join(' ');
  if (isOtherHeading(text)) return false;
  const start =
    headingRole(text) ?? headingRole(w.text) ?? (box[1] ? headingRole(`${w.text} ${box[1].text}`) : null);
  const before = cell.map((c) => c.text).join(' ');
  const kind = headingRole(before);
  const joined = headingRole(`${before} ${w.text}`);
  // Joined, it names nothing, or no more than the heading before did: `Supplier` then `Lot`
  // (a supplier's lot) stays one.
  if (start === null || start === kind) return false;
  return joined === kind || (joined === null && !isOtherHeading(`${before} ${w.text}`));
}

/**
 * A heading and the word after it that name a role only through a part after a `/`
 * (`No de lot / Lot no.` then `Qte`, `Unite Unit` then `B.C./P.O.`): the join is no heading of
 * its own.
 */
export function slashOnly(before: string, word: string): boolean {
  const joined = `${before} ${word}`;
  return joined.includes('/') && oneHeadingRole(joined) === null && !isOtherHeading(joined);
}

type Kind = ColumnRole | 'other' | null;

/**
 * A heading and the next word of another role that are two headings, though their join names a
 * role: after a whole supplier's-lot or date heading (`Mfr. Code #` then `Bags`: the join reads
 * as the maker by its first word), or when the join names the word's role only through its part
 * after a `/`.
 */
export function twoHeadings(kind: Kind, own: Kind, joined: Kind, before: string, word: string): boolean {
  if (kind === null || kind === 'other' || own === null || own === 'other' || own === kind) return false;
  return HEADED_ONLY.has(kind) || (joined === own && slashOnly(before, word));
}
