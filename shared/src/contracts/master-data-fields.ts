import { z } from 'zod';

/**
 * Field builders shared by the master-data forms and request bodies (materials, suppliers,
 * customers, units). Each field accepts what a form holds (strings, '' for an empty input,
 * null) and outputs what is stored: trimmed text, or null for an empty optional value.
 */

export const NAME_MAX = 200;
export const TEXT_MAX = 200;
export const LONG_TEXT_MAX = 2000;

/** Control characters never belong in a single-line value (names, SKUs, abbreviations). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const LINE_CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
/** Free text may hold tabs and line breaks, nothing else below space. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const TEXT_CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Half of a UTF-16 surrogate pair on its own: not a character, and not storable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A single-line value (a name) holds no control character (NUL included) and no lone surrogate. */
export const isCleanLine = (v: string): boolean => !LINE_CONTROL_CHARS.test(v) && !LONE_SURROGATE.test(v);
const isCleanText = (v: string): boolean => !TEXT_CONTROL_CHARS.test(v) && !LONE_SURROGATE.test(v);

export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;
export const controlCharsMessage = (label: string) => `${label} contains invalid characters`;

/** A required name: trimmed, 1..NAME_MAX characters, one spec message for missing or blank. */
export const requiredName = (requiredMessage: string, label = 'Name') =>
  z
    .string({ message: requiredMessage })
    .trim()
    .min(1, { message: requiredMessage })
    .max(NAME_MAX, { message: tooLong(label, NAME_MAX) })
    .refine(isCleanLine, { message: controlCharsMessage(label) });

/** Optional free text: trimmed; '', blank, null or absent become null. */
export const optionalText = (label: string, max = TEXT_MAX) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, { message: tooLong(label, max) })
    .refine(isCleanText, { message: controlCharsMessage(label) })
    .nullish()
    .transform((v) => (v ? v : null));

const MATCHED_MAX = 254;

/** Optional text that must match a pattern when given (phone, zipcode...): one message for every failure. */
export const optionalMatching = (pattern: RegExp, message: string) =>
  z
    .string({ message })
    .trim()
    .refine((v) => v === '' || (v.length <= MATCHED_MAX && pattern.test(v)), { message })
    .nullish()
    .transform((v) => (v ? v : null));

/** A boolean from JSON or from a form or CSV cell ('true', 'yes', '1'...). */
export const BOOLEAN_WORDS: Readonly<Record<string, boolean>> = {
  true: true,
  yes: true,
  y: true,
  '1': true,
  false: false,
  no: false,
  n: false,
  '0': false,
};

export const parseBooleanWord = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const word = BOOLEAN_WORDS[value.trim().toLowerCase()];
  return word ?? value;
};
