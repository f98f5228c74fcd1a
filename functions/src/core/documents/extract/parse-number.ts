/**
 * Quantities as people write them: `12`, `1.5`, `1,5`, `1,250`, `1.250,5`, with OCR's usual
 * letter-for-digit slips (O for 0, l for 1...) repaired when the rest is clearly a number.
 */
export interface ParsedNumber {
  value: number;
  /** False when letters had to be read as digits: the value is a guess worth a look. */
  clean: boolean;
}

const DIGIT_LOOKALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  l: '1',
  I: '1',
  i: '1',
  '|': '1',
  '!': '1',
  Z: '2',
  z: '2',
  S: '5',
  s: '5',
  B: '8',
  g: '9',
};

export function parseNumber(text: string): ParsedNumber | null {
  const compact = text.replace(/\s+/g, '');
  if (!compact) return null;
  // `025` for `0.25`: nobody writes a quantity with a leading zero but before its decimal point,
  // which the reader lost (a small handwritten point). `05` may be a padded 5 and stays.
  if (/^0\d{2,}$/.test(compact)) return { value: Number(`0.${compact.slice(1)}`), clean: false };
  const direct = readDecimal(compact);
  if (direct !== null) return { value: direct, clean: true };
  const digits = [...compact].filter((c) => /\d/.test(c)).length;
  if (digits * 2 < compact.length) return null;
  const repaired = readDecimal([...compact].map((c) => DIGIT_LOOKALIKES[c] ?? c).join(''));
  return repaired === null ? null : { value: repaired, clean: false };
}

function readDecimal(s: string): number | null {
  if (!/^\d[\d.,]*$/.test(s) || /[.,]$/.test(s)) return null;
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  let normal: string;
  if (lastComma >= 0 && lastDot >= 0) {
    // Both: the later one is the decimal separator (1,250.5 and 1.250,5).
    const decimal = lastComma > lastDot ? ',' : '.';
    const thousands = decimal === ',' ? '.' : ',';
    normal = s.split(thousands).join('').replace(decimal, '.');
  } else if (lastComma >= 0) {
    // 1,250 is a thousand and a quarter; 1,5 and 12,75 are decimals.
    const groups = s.split(',');
    normal =
      groups.length > 1 && groups.slice(1).every((g) => g.length === 3)
        ? groups.join('')
        : s.replace(',', '.');
  } else {
    normal = s;
  }
  if ((normal.match(/\./g) ?? []).length > 1) return null;
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}
