import type { CharSteps } from '../char-steps.ts';
import type { DateOrder, ExtractedField } from '../extract/types.ts';
import { candidateDates, decodeDate } from './decode-date.ts';
import { plausibleDate } from './match-date.ts';
import { REPAIRED } from '../extract/field-values.ts';
import { monthOfWord } from '../extract/parse-date.ts';

/**
 * A date field as read, checked against the recogniser's character probabilities
 * (decode-date.ts). A reading that cannot be the document's date (unparsed: `32/10/26`,
 * `08107`; years off: `10/11/3020`) gives way to the likeliest candidate unless two are about
 * tied; a reading that can be right gives way only to a date the image makes clearly likelier
 * (CLEAR_RATIO times the next). A date taken so is a repair of what the recogniser read, and
 * its share of the candidates' probability scales its confidence: review always sees it; a reading the image leaves in doubt
 * stays, marked doubtful. Left as read: a date the steps give no reach to (nothing legible), a
 * date written with a month's name (the candidates are numeric), and a plausible date outside
 * the candidates' window (a log kept longer than a year).
 */
export const CLEAR_RATIO = Math.log(4);
/** The bar for a reading that cannot be the date: the likeliest is taken unless about tied. */
export const GUESS_RATIO = Math.log(1.05);
/** A reading the image leaves in doubt is shown to review as such. */
export const UNDECIDED = 0.6;

const scoreOf = (share: number) => Math.min(0.95, Math.max(0.45, share));

export function dateByImage(
  read: ExtractedField<string | number>,
  images: readonly CharSteps[],
  order: DateOrder,
  uploaded: string,
  ocr: number,
): ExtractedField<string | number> {
  // Candidates are numeric: a date written with its month's name is left as read.
  if (!images.length || namesMonth(read.raw)) return read;
  const decoded = decodeDate(images, order, uploaded);
  if (!decoded.best || decoded.best === read.value) return read;
  // A reading that is no date the document can hold (unparsed, years off) gives way to the
  // likeliest one unless tied; one that could be right only to a date clearly likelier; one
  // outside the candidates' window but plausible (a log kept longer) is not second-guessed.
  const date = typeof read.value === 'string' ? read.value : null;
  const possible = date !== null && plausibleDate(date, uploaded);
  if (possible && !inWindow(date, uploaded)) return read;
  const bar = possible ? CLEAR_RATIO : GUESS_RATIO;
  if (decoded.margin >= bar)
    return { value: decoded.best, raw: read.raw, confidence: scoreOf(decoded.share) * ocr * REPAIRED };
  return { ...read, confidence: read.confidence * UNDECIDED };
}

const inWindow = (date: string, uploaded: string): boolean => candidateDates(uploaded).includes(date);

const namesMonth = (raw: string): boolean =>
  (raw.match(/[A-Za-zÀ-ÿ]{3,}/g) ?? []).some((w) => monthOfWord(w) !== null);
