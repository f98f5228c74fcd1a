import { key } from './column-content.ts';

/**
 * A name cell that runs on into the lot code beside it (`MaplePecanGranola12ozCP-1117-C`, the
 * lot cell empty): the recogniser read the two cells as one word where the gap between them was
 * narrow. When the text starts with one of the company's names, whole, and what follows is shaped
 * as a code (a digit in it, no spaces inside, not a quantity with its unit), the two are parted
 * there. Answers the name as written and the code, or null.
 */
export function splitNameRunOn(
  text: string,
  names: readonly string[],
): { name: string; code: string } | null {
  const whole = key(text);
  if (!whole || names.some((n) => key(n) === whole)) return null;
  // The longest name first: `Jar 340ml` before `Jar`.
  for (const name of [...names].sort((a, b) => key(b).length - key(a).length)) {
    const want = key(name);
    if (want.length < 4 || !whole.startsWith(want)) continue;
    for (let i = 1; i <= text.length; i++) {
      const read = key(text.slice(0, i));
      if (read.length < want.length) continue;
      if (read !== want) break;
      const code = text.slice(i).trim();
      return isCodeShaped(code) ? { name: text.slice(0, i).trim(), code } : null;
    }
  }
  return null;
}

const isCodeShaped = (code: string): boolean =>
  code.length >= 4 &&
  !/\s/.test(code) &&
  /\d/.test(code) &&
  /^[A-Z0-9]/i.test(code) &&
  // `12kg`, `340ml`, `6ct`: the name's own size, or a quantity, not a code.
  !/^\d+([.,]\d+)?[a-z]{0,3}$/i.test(code);
