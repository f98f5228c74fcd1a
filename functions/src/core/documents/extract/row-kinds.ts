import { isCodeCell, isKnownName } from './column-content.ts';
import { isOtherHeading, oneHeadingRole } from './column-roles.ts';
import type { ExtractedField } from './types.ts';

/**
 * Lines written inside a table that are no line items: a note (`OK - all sealed`, `Note: ...`),
 * a total, a signature or initials line, a blank to fill in (`Received by: ______`).
 */
export function isNoteRow(text: string): boolean {
  const t = text.trim().toLowerCase();
  if (/_{3,}|\.{6,}/.test(t)) return true;
  return /^(ok|n\.?b\.?|p\.?s\.?|total|totals|grand total|sub-?total|signature|signed|sign here|initials|received by|checked by|verified by|approved by|inspected by|delivered by|driver|notes?|comments?|remarks?|continued|page \d)\b/.test(
    t,
  );
}

/**
 * A row is a line item when it names something or counts something: a material name with
 * letters in it, a quantity that reads as a number, or a lot code. A row of words in other
 * columns only (a remark spread over the supplier and date columns) is not.
 */
export function isLineItem(
  row: Record<string, ExtractedField<string | number>>,
  quantityField: string,
  nameField: string,
  lotField?: string,
): boolean {
  const name = row[nameField]?.raw ?? '';
  const hasName = name.replace(/[^A-Za-zÀ-ÿ]/g, '').length >= 2;
  const hasQuantity = row[quantityField]?.value !== null && row[quantityField]?.value !== undefined;
  const lot = lotField ? (row[lotField]?.raw ?? '') : '';
  return hasName || hasQuantity || (lot !== '' && isCodeCell(lot));
}

/**
 * A remark's label at the start of a cell (`Rejected:`, `Trailer temp:`): no name, date or code
 * is written so. What follows may be a reading with its space lost (`Scrap:4,2 kg`).
 */
const LEADING_LABEL = /^[A-Za-z][A-Za-z'’.]*(?: [A-Za-z'’.]+){0,2}:(\s|[A-Za-z0-9]|$)/;
/**
 * A person's role and a colon after other words (`... pitched Brewer: Sam K.`, `... dock 4
 * Checked by: AP`): a signature the reader ran into the note written on the same line.
 */
const SIGNATURE_WITHIN = /\s[A-Z][a-z]+(?: by)?:\s*[A-Z]/;
/**
 * Words joined as a sentence is (`36F, seal intact`, `dented - accepted`, `none. All`), not as a
 * name or a code; a reading and what followed it (`moisture 17.2% - settled`, `at 08:35, pH`,
 * read `:35,pH` without its space).
 */
const SENTENCE =
  /[A-Za-z0-9][,;]\s+[A-Za-z]|[A-Za-z]\s+[-–]\s+[A-Za-z]|[a-z][.!]\s+[A-Za-z]|[\d%]\s+[-–]\s+[a-z]{3}|\d[,;][A-Za-z]{2}/;

/**
 * A note printed under the table's rows as one line (`Metal detector checks 0800 / 1000 - pass.
 * 48 pouches scrapped`, `Divert checked 06:02 at 161.3F, hold 166F`): the reader returns a whole
 * sentence as one box, while a line item's cells, apart under their headings, come as boxes of
 * their own. Four words or more and thirty letters, all of one box, that read as a sentence,
 * even with a space the reader lost (`161.3F,hold`, `17s.Recorder`): a note, however many
 * numbers it holds (the numbers of a reading are no quantity). Judged only under the last
 * item (withoutSentenceNotes).
 */
export function isSentenceLine(words: readonly { text: string; line: number }[]): boolean {
  if (words.length < 4 || words.some((w) => w.line !== words[0]!.line)) return false;
  const text = words.map((w) => w.text).join(' ');
  return text.length >= 30 && (SENTENCE.test(text) || LOST_SPACE.test(text));
}

/**
 * The table's lines without the sentence notes under its items: those after the last line that
 * is neither a sentence nor a label's line (`Operator: J. Ruiz` signs under the note). An item's
 * cells run into one box can read as a sentence too (`Tomatoes, Roma ...`): with items after it,
 * it stays.
 */
export function withoutSentenceNotes<W extends { text: string; line: number; labelLine: boolean }>(
  lines: readonly W[][],
): W[][] {
  let end = lines.length;
  while (end > 1 && (isSentenceLine(lines[end - 1]!) || lines[end - 1]!.every((w) => w.labelLine))) end--;
  return [...lines.slice(0, end), ...lines.slice(end).filter((l) => !isSentenceLine(l))];
}

/** A comma, or a full stop before a capital, with the space after it lost: `3F,hold`, `s.Recorder`. */
const LOST_SPACE = /[A-Za-z][,;][a-z]{3}|[a-z][.][A-Z][a-z]{3}/;

/**
 * A note written across the table (`Rejected: none. All product accepted`, `Trailer temp 36F,
 * seal intact`): no quantity was read, its name is none of the company's materials, and it
 * begins with a label and a colon, reads as a sentence or has a signature run into it. Rows with a quantity or a lot code stay:
 * dropping a real delivery would lose stock, an extra row only asks the reviewer to remove it.
 */
export function isRemarkRow(
  row: Record<string, ExtractedField<string | number>>,
  quantityField: string,
  nameField: string,
  materials: readonly string[] = [],
  lotField?: string,
): boolean {
  const quantity = row[quantityField];
  if (quantity?.value !== null && quantity?.value !== undefined) return false;
  // A lot code read too: a delivery whose quantity was not read, for review, not a note.
  if (lotField && isCodeCell(row[lotField]?.raw ?? '')) return false;
  const name = row[nameField]?.raw ?? '';
  if (materials.length && name && isKnownName(name, materials)) return false;
  const texts = Object.values(row)
    .map((f) => f.raw)
    .filter(Boolean);
  return texts.some((t) => LEADING_LABEL.test(t.trim()) || SENTENCE.test(t) || SIGNATURE_WITHIN.test(t));
}

/**
 * A line of headings under the heading row: a bilingual form's second language (`Produit` over
 * `Product`, `Qté` over `Qty`), or the heading printed again. Three cells or more, all of them
 * headings but at most one (`No.` left of `Lot No.`), none of them a number: no line item reads
 * so.
 */
export function isHeadingLine(cells: Readonly<Record<string, { text: string } | undefined>>): boolean {
  const texts = Object.values(cells)
    .map((c) => c?.text.trim() ?? '')
    .filter(Boolean);
  if (texts.length < 3 || texts.some((t) => /\d/.test(t))) return false;
  const headings = texts.filter((t) => oneHeadingRole(t) !== null || isOtherHeading(t)).length;
  return headings >= texts.length - 1 && headings >= 3;
}
