import { parseDate } from './parse-date.ts';
import { parseNumber } from './parse-number.ts';
import { parseUnit, splitQuantityUnit } from './parse-unit.ts';
import type { FieldType } from './kinds.ts';
import type { DateOrder, ExtractedField } from './types.ts';

/** How much a value that needed repair (letters read as digits, a near-miss unit) is trusted. */
export const REPAIRED = 0.7;

export const emptyField = (): ExtractedField<never> => ({ value: null, raw: '', confidence: 0 });

/** A field's text to its value: the OCR confidence, lowered when the text needed repair or did not parse. */
export function fieldValue(
  type: FieldType,
  raw: string,
  confidence: number,
  dateOrder: DateOrder,
): ExtractedField<string | number> {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (!text) return emptyField();
  // A table's ruling read as a character at a cell's edge: `[9`, `kg|`.
  const bare = text.replace(/^[[\]|()]+\s*|\s*[[\]|()]+$/g, '');
  switch (type) {
    case 'text':
      return { value: text.replace(/^[-–—.,;:|/]+|[-–—,;:|/]+$/g, '').trim() || null, raw: text, confidence };
    case 'code':
    case 'po': {
      // An O between digits is a zero in any code (`7O9`); letters elsewhere may be meant. No
      // code holds a multiplication sign: it is an X (`T097-×44`). A zero before two letters
      // or more at a code's start is the O of its lettered prefix (`0VG2614`): a code's digits
      // (a year, a day, a counter) never start with a lone zero before letters.
      const code = bare
        .replace(/\s+/g, '')
        .replace(/[×✕]/g, 'X')
        .replace(/^[#:.,|]+|[.,|]+$/g, '')
        .replace(/(?<=\d)[Oo](?=\d)/g, '0');
      if (type !== 'po' || !code) {
        const lettered = code.replace(/^0(?=[A-Z]{2})/, 'O');
        return {
          value: lettered || null,
          raw: text,
          confidence: confidence * (lookalikeCode(code) || lettered !== code ? REPAIRED : 1),
        };
      }
      const lettered = letteredPrefix(fixPoPrefix(code));
      const po = poDigits(lettered);
      const doubtful =
        po.repaired || lettered !== fixPoPrefix(code) || lookalikeCode(po.code.replace(/^PO-?/i, ''));
      return { value: po.code, raw: text, confidence: confidence * (doubtful ? REPAIRED : 1) };
    }
    case 'number': {
      const n = parseNumber(numberPart(bare));
      return n
        ? { value: n.value, raw: text, confidence: confidence * (n.clean ? 1 : REPAIRED) }
        : { value: null, raw: text, confidence: 0 };
    }
    case 'unit': {
      const u = parseUnit(bare);
      return u
        ? { value: u.unit, raw: text, confidence: confidence * (u.clean ? 1 : u.known ? REPAIRED : 0.4) }
        : emptyField();
    }
    case 'date': {
      const d = parseDate(text, dateOrder);
      return d
        ? { value: d.iso, raw: text, confidence: confidence * (d.clean ? 1 : REPAIRED) }
        : { value: null, raw: text, confidence: 0 };
    }
  }
}

/**
 * A code the recogniser may have read a character of wrong, however sure it says it is: a
 * letter that looks like a digit touching a digit (`LO734`, `GHI6625`, `DO55-DI7`), a lower-case
 * letter in a code (codes are written in capitals: `B732-kO7`, `CC980q`), or a slash with a digit
 * on either side (a slanted handwritten 1: `HVM-3/020` for `HVM-31020`). PaddleOCR's confidence
 * stays high on such slips, so review is told.
 */
export const lookalikeCode = (code: string): boolean =>
  /(?<=\d)[OoIlDSZBGgqu]|[OoIlDSZBGgqu](?=\d)/.test(code) ||
  (/[a-z]/.test(code) && /[A-Z0-9]/.test(code)) ||
  /\d\/\d/.test(code);

/** `P0-4711`, `P012345`: OCR's zero for the O of a PO number's prefix. */
const fixPoPrefix = (code: string): string =>
  code
    .replace(/^P0(?=-|\d{4,}$)/i, 'PO')
    .replace(/(?<=^PO-?\d*)[Oo](?=\d|$)/g, '0')
    // A buyer's lettered prefix whose O was read as a zero (`0RD-5521`): digits never start one.
    .replace(/^0(?=[A-Z]{1,3}-\d)/, 'O');

/**
 * A buyer's lettered prefix whose first letter was read as the digit it looks like (`1O-22817`,
 * `5O-4471`, `8X-221`): a prefix set off by a dash that holds a letter is letters, as the zero
 * of `0RD-` above. Only a leading digit: `A1-`, `S2-` (a site, a line) are written so.
 */
const letteredPrefix = (code: string): string =>
  code.replace(/^[158](?=[A-Z]{1,3}-\d)/, (d) => ({ '1': 'I', '5': 'S', '8': 'B' })[d]!);

/** Letters a handwritten digit is read as. */
const DIGIT_LOOKALIKES: Record<string, string> = {
  C: '0',
  c: '0',
  O: '0',
  o: '0',
  D: '0',
  U: '0',
  q: '9',
  g: '9',
  l: '1',
  I: '1',
  S: '5',
  Z: '2',
  B: '8',
  b: '6',
  G: '6',
};

/**
 * A PO number's digits after its prefix (`PO5196C`, `q9804`, `PO-44SS`): when at least four
 * digits (two after a `PO` prefix) and at most two look-alike letters follow the prefix, the letters are read back as digits (a PO
 * number with letters in it, `PO-A123`, has fewer digits or other letters and stays).
 */
function poDigits(code: string): { code: string; repaired: boolean } {
  const m = /^(PO-?|P-?)?(.*)$/.exec(code)!;
  const [prefix = '', rest = ''] = [m[1], m[2]];
  const letters = [...rest].filter((c) => !/\d/.test(c));
  const digits = rest.length - letters.length;
  // After a `PO` prefix the number is all digits, so two of four may be look-alikes (`PO-44SS`).
  const fewest = prefix.toUpperCase().startsWith('PO') ? Math.max(2, letters.length) : 4;
  if (!letters.length || letters.length > 2 || digits < fewest || !letters.every((c) => DIGIT_LOOKALIKES[c]))
    return { code, repaired: false };
  return { code: prefix + [...rest].map((c) => DIGIT_LOOKALIKES[c] ?? c).join(''), repaired: true };
}

/** The unit written after a number in the same cell (`1,5 kg`), if any. */
export function unitAfterNumber(raw: string): string {
  const split = splitQuantityUnit(raw);
  if (split.unit && parseUnit(split.unit)?.known) return split.unit;
  return parseNumber(raw) ? '' : split.unit;
}

/**
 * The number in a quantity cell: before a known unit (`15.00g` is 15 g, not 15.009), else the
 * whole cell (`1O` is a slip for 10), else whatever leads it.
 */
function numberPart(text: string): string {
  const split = splitQuantityUnit(text);
  if (split.unit && parseUnit(split.unit)?.known) return split.number;
  return parseNumber(text) ? text : split.number;
}
