import type { CharSteps } from '../char-steps.ts';
import { bestStepsLogProb, decodeShape, digit, literal, type Place } from './decode-shape.ts';

/**
 * A PO number read against the recogniser's steps when the string read is not one: a PO number
 * is its prefix (`PO`, `P`, or none, as written) then digits, so `PV7202` or `Z544C`, which
 * break that shape, are read again as the likeliest prefix-and-digits string the image supports
 * (decode-shape.ts), four to eight digits; nothing when that string is far less likely than
 * what the steps show (PO_REACH).
 */
export const PO_REACH = 10;
/**
 * Already a PO number: `PO-4471`, `88214`, or a buyer's own prefix set off by a dash (`ON-3451`,
 * `SO-22817`, `B-827`): letters written before a separator are the numbering's, not misread
 * digits. A `PO-` or `P-` number keeps its four digits at least (`PO-269` lost one). A buyer's
 * numbering in digit groups (`4711-0392`, `2026/0417`) is one too: its separator is
 * written, and decoding digits only would drop it; and so is a prefix before such groups, the
 * year first (`OBJ-26-0981`, `PO-26-0981`, `ORD-2026/117`): two separators are written on purpose.
 */
const SHAPED =
  /^((PO|P)?[-#]?\d{4,}|(?!(PO|P)-)[A-Z]{1,4}-\d{3,}|[A-Z]{1,4}-\d{2,}([-/]\d{2,})+|\d{2,}([-/]\d{2,})+)$/i;

export function poByImage(value: string, images: readonly CharSteps[]): string | null {
  const steps = images[0];
  if (!steps || SHAPED.test(value)) return null;
  const prefix = /^(PO|P)(?=[-#]?[\dA-Z])/i.exec(value)?.[0] ?? '';
  const separator = /^(PO|P)([-#])/i.exec(value)?.[2] ?? '';
  const head: Place[] = [...prefix].map(literal);
  let best: { code: string; logProb: number } | null = null;
  for (let n = 4; n <= 8; n++) {
    const found = decodeShape(steps, [...head, ...Array<Place>(n).fill(digit)]);
    if (found && (!best || found.logProb > best.logProb)) best = found;
  }
  if (!best || best.logProb < bestStepsLogProb(steps) - PO_REACH) return null;
  const digits = best.code.slice(prefix.length);
  return `${prefix}${separator}${digits}`;
}
