import { compactCode } from './ocr-distance.ts';

/**
 * A new lot code (a receipt's, a production's outgoing lot) checked against the shape of the
 * company's own codes for that material: the letters every one of them starts with (`FG`) and
 * where the digits and letters fall after it. A code that fits no shape the company uses but
 * fits one once OCR's look-alikes are swapped back is repaired: `F62564-2` is `FG2564-2` when
 * every finished lot starts with FG and has four digits, a dash and one. The code's own
 * separators are kept; only letters and digits change, at most a third of them.
 */
export interface ShapeRepair {
  code: string;
  /** Characters changed. */
  changes: number;
}

/** Fewer lots than this tell nothing about a shape. */
export const MIN_LOTS_FOR_SHAPE = 3;

const TO_DIGIT: Record<string, string> = {
  O: '0',
  Q: '0',
  D: '0',
  I: '1',
  L: '1',
  '|': '1',
  S: '5',
  Z: '2',
  B: '8',
  G: '6',
};
const TO_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '5': 'S', '2': 'Z', '8': 'B', '6': 'G' };
const isDigit = (c: string) => c >= '0' && c <= '9';
const isLetter = (c: string) => /\p{L}/u.test(c);

function commonPrefix(codes: readonly string[]): string {
  let prefix = codes[0] ?? '';
  for (const c of codes) while (!c.startsWith(prefix)) prefix = prefix.slice(0, -1);
  // Letters only: a shared leading digit is a year or a counter, not the company's mark.
  return /^\p{L}*/u.exec(prefix)![0];
}

/** A compact code's shape: its first letters as they are (the prefix's place), then D for a digit, L for a letter. */
export const shapeOf = (compact: string, prefix: string) =>
  compact.slice(0, prefix.length) +
  [...compact.slice(prefix.length)].map((c) => (isDigit(c) ? 'D' : 'L')).join('');

/** Each shape at least two lots share (or the only lot's); the prefix every lot shares. */
export function lotShapes(lots: readonly string[]): { prefix: string; shapes: string[] } | null {
  const codes = [...new Set(lots.map(compactCode).filter(Boolean))];
  if (codes.length < MIN_LOTS_FOR_SHAPE) return null;
  const prefix = commonPrefix(codes);
  const counts = new Map<string, number>();
  for (const c of codes) counts.set(shapeOf(c, prefix), (counts.get(shapeOf(c, prefix)) ?? 0) + 1);
  const shapes = [...counts].filter(([, n]) => n >= 2).map(([s]) => s);
  return shapes.length ? { prefix, shapes } : null;
}

/** The code's characters made to fit a shape, or null where one cannot be a look-alike. */
function fit(chars: string[], shape: string, prefixLength: number): string[] | null {
  const out: string[] = [];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    const want = shape[i]!;
    if (i < prefixLength) {
      if (c === want) out.push(c);
      else if (TO_LETTER[c] === want || (TO_DIGIT[want] !== undefined && TO_DIGIT[want] === TO_DIGIT[c]))
        out.push(want);
      else return null;
    } else if (want === 'D') {
      if (isDigit(c)) out.push(c);
      else if (TO_DIGIT[c]) out.push(TO_DIGIT[c]);
      else return null;
    } else if (isLetter(c)) out.push(c);
    // A digit read clean is a letter only under the company's mark: without one, a supplier's
    // `0048295` is no `004829S`.
    else if (TO_LETTER[c] && prefixLength > 0) out.push(TO_LETTER[c]);
    else return null;
  }
  return out;
}

export function repairLotShape(lots: readonly string[], raw: string | null | undefined): ShapeRepair | null {
  const known = lots.length ? lotShapes(lots) : null;
  const upper = raw?.trim().toUpperCase() ?? '';
  if (!known || !compactCode(upper)) return null;
  const direct = repairTo(known, upper);
  if (direct !== null) return direct === 'fits' ? null : direct;
  // A handwritten 1 with a slant is read as a slash, which a code's compact form drops
  // (`RB261/-24` for `RB2611-24`): where the code fits no shape, each slash is tried as a 1.
  const slashes = [...upper].flatMap((c, i) => (c === '/' ? [i] : []));
  let best: ShapeRepair | null = null;
  for (const at of [...slashes.map((i) => [i]), slashes.length > 1 ? slashes : []]) {
    if (!at.length) continue;
    const ones = [...upper].map((c, i) => (at.includes(i) ? '1' : c)).join('');
    const repaired = repairTo(known, ones);
    if (repaired === null) continue;
    const found =
      repaired === 'fits'
        ? { code: ones, changes: at.length }
        : { ...repaired, changes: repaired.changes + at.length };
    if (found.changes > maxChanges(compactCode(ones))) continue;
    if (!best || found.changes < best.changes) best = found;
  }
  return best;
}

/** At most a third of a code's characters are taken for look-alikes (one at least). */
const maxChanges = (compact: string) => Math.max(1, Math.floor(compact.length / 3));

/** `fits` when the code already has one of the shapes; else its nearest repair, or null. */
function repairTo(known: { prefix: string; shapes: string[] }, upper: string): ShapeRepair | 'fits' | null {
  const compact = compactCode(upper);
  const fitting = known.shapes.filter((s) => s.length === compact.length);
  if (fitting.some((s) => shapeOf(compact, known.prefix) === s)) return 'fits';
  let best: ShapeRepair | null = null;
  for (const shape of fitting) {
    const fitted = fit([...compact], shape, known.prefix.length);
    if (!fitted) continue;
    const changes = fitted.filter((c, i) => c !== compact[i]).length;
    if (changes > maxChanges(compact)) continue;
    if (best && best.changes <= changes) continue;
    // Put the repaired characters back where they stood, between the code's own separators.
    let k = 0;
    const code = [...upper].map((c) => (compactCode(c) ? fitted[k++]! : c)).join('');
    best = { code, changes };
  }
  return best;
}

/**
 * A 1 or a 0 read as its letter look-alike between two digits (`NE-20l1`, `4O17`): a code with
 * no shape of the company's to fit (a new product's first lot) is still repaired there, where
 * codes never hold a lone l, I or O. Null when there is none.
 */
export function digitLookalikes(raw: string): string | null {
  const code = raw.replace(/(?<=\d)[lI|](?=\d)/g, '1').replace(/(?<=\d)[oO](?=\d)/g, '0');
  return code === raw ? null : code;
}
