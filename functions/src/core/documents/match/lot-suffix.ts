/**
 * A letter set off at a code's end (`CM-1121-B`, `2611-04 A`): a run's suffix written on
 * purpose (the shift, the line, a batch split in two), not a look-alike of a digit. The
 * company's codes tell it otherwise only when some of them end in one character set off too
 * (`FG2564-2`): codes without such a group are no evidence that it should be a digit.
 */
export function endsInOwnSuffix(reference: readonly string[], raw: string): boolean {
  if (!/[-/ .]\s*\p{L}$/u.test(raw.trim())) return false;
  return !reference.some((code) => /[-/ .]\s*[\p{L}\d]$/u.test(code.trim()));
}
