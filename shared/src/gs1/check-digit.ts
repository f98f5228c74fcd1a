/**
 * GTIN check digits (GS1 General Specifications section 7.9): the digits from the right are
 * weighted 3, 1, 3, 1...; the check digit brings the sum to a multiple of ten.
 */

export const GTIN_LENGTHS = [8, 12, 13, 14] as const;

export const gtinMessages = {
  notDigits: 'GTIN must be 8, 12, 13 or 14 digits',
  badCheckDigit: (expected: number) => `GTIN check digit is wrong: the last digit should be ${expected}`,
} as const;

/** The check digit for the digits that precede it (any length). */
export const gs1CheckDigit = (body: string): number => {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
};

export type GtinCheck = { ok: true; gtin14: string } | { ok: false; message: string };

/**
 * Checks a GTIN-8, -12, -13 or -14 (spaces and dashes allowed between digits, as printed under
 * bars) and answers it as the 14 digits that AI (01) and Digital Link carry.
 */
export const checkGtin = (input: string): GtinCheck => {
  const digits = input.trim().replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || !(GTIN_LENGTHS as readonly number[]).includes(digits.length)) {
    return { ok: false, message: gtinMessages.notDigits };
  }
  const expected = gs1CheckDigit(digits.slice(0, -1));
  if (expected !== Number(digits.at(-1))) return { ok: false, message: gtinMessages.badCheckDigit(expected) };
  return { ok: true, gtin14: digits.padStart(14, '0') };
};

export const isValidGtin = (input: string): boolean => checkGtin(input).ok;

/** The shortest GTIN form of 14 digits (GTIN-13 for 0xxxxxxxxxxxxx, GTIN-8 for 000000xxxxxxxx...). */
export const shortGtin = (gtin14: string): string => {
  if (gtin14.startsWith('000000')) return gtin14.slice(6);
  if (gtin14.startsWith('00')) return gtin14.slice(2);
  if (gtin14.startsWith('0')) return gtin14.slice(1);
  return gtin14;
};
