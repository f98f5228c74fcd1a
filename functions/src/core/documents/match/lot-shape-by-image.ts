import type { CharSteps } from '../char-steps.ts';
import { bestStepsLogProb, decodeShape, digit, literal, type Place } from './decode-shape.ts';
import { lotShapes, shapeOf } from './lot-shape.ts';
import { compactCode, ocrDistance } from './ocr-distance.ts';

/**
 * A new lot code that fits none of the shapes of the company's codes for its material, read
 * again against the recogniser's steps: for each shape (the company's prefix, then a digit or
 * a letter at each place) the likeliest string of that shape the image supports
 * (decode-shape.ts), the best of them taken when the image gives it a fair chance (no more than
 * LOT_REACH less likely than what the steps show) and a slip or two from the reading (LOT_SLIPS), written with the separators the company's codes of that shape have.
 * `5423358` for a material whose lots are six digits and a letter is `542335B` where the image
 * gave the B a fair chance; `C320-44` is `C320-X44` where it saw a letter it dropped.
 */
export const LOT_REACH = 2;
/** How far (ocr-distance.ts) the code taken may be from the reading. */
export const LOT_SLIPS = 1;

const letter: Place = (c) => /^[A-Za-z]$/.test(c);

/** The code written as a lot of its shape is: separators at the same places. */
function written(code: string, like: string): string {
  let k = 0;
  const out = [...like].map((c) => (compactCode(c) ? (code[k++] ?? '') : c)).join('');
  return k === code.length ? out : code;
}

export function lotShapeByImage(
  lots: readonly string[],
  raw: string,
  images: readonly CharSteps[],
): string | null {
  const steps = images[0];
  const known = steps ? lotShapes(lots) : null;
  const compact = compactCode(raw.toUpperCase());
  if (!steps || !known || !compact) return null;
  if (known.shapes.includes(shapeOf(compact, known.prefix))) return null;
  let best: { code: string; logProb: number; shape: string } | null = null;
  for (const shape of known.shapes) {
    const places = [...shape].map((s, i) =>
      i < known.prefix.length ? literal(s) : s === 'D' ? digit : letter,
    );
    const found = decodeShape(steps, places);
    if (found && (!best || found.logProb > best.logProb)) best = { ...found, shape };
  }
  if (!best || best.logProb < bestStepsLogProb(steps) - LOT_REACH) return null;
  // A slip or two off the reading, not another code: suppliers' lots of one material vary.
  if (ocrDistance(compactCode(best.code), compact) > LOT_SLIPS) return null;
  const code = best.code.toUpperCase();
  const like = lots.find((l) => shapeOf(compactCode(l), known.prefix) === best.shape) ?? code;
  return written(code, like.toUpperCase());
}
