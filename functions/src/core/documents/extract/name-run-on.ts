import { distance } from 'fastest-levenshtein';
import { key } from './column-content.ts';

/**
 * A name cell that runs on into the lot code beside it (`MaplePecanGranola12ozCP-1117-C`, the
 * lot cell empty): the recogniser read the two cells as one word where the gap between them was
 * narrow. When the text starts with one of the company's names, and what follows is shaped as a
 * code (a digit in it, not a quantity with its unit), the two are parted there. Handwriting is
 * read with a slip or two in the name (`CuluredBullerwilkPGD323-B02`), so a start within a few
 * edits of the name counts too, and the code may hold a space (`RV-F3 2111`) once its first part
 * is code-shaped. Answers the name as written and the code, or null.
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
      if (isCodeShaped(code)) return { name: text.slice(0, i).trim(), code };
      // A code with a space in it (`RV-F3 41l`) is the near match's to judge.
      break;
    }
  }
  return nearNameRunOn(text, names);
}

/** Edits a misread handwritten name may carry: one in four letters. */
const slips = (length: number) => Math.floor(length / 4);

function nearNameRunOn(text: string, names: readonly string[]): { name: string; code: string } | null {
  let best: { name: string; code: string; edits: number } | null = null;
  for (const name of names) {
    const want = key(name);
    if (want.length < 8) continue;
    // Where the name is read best; a code only if it starts there (`...Cups6ct12kg` ends its
    // name after `6ct`, and `12kg` is no code).
    let end: { at: number; edits: number } | null = null;
    for (let i = 1; i < text.length; i++) {
      const read = key(text.slice(0, i));
      if (read.length > want.length + slips(want.length)) break;
      const edits = distance(read, want);
      if (!end || edits <= end.edits) end = { at: i, edits };
    }
    if (!end || end.edits > slips(want.length) || (best && best.edits <= end.edits)) continue;
    const code = text.slice(end.at).trim();
    if (!/^[A-Z0-9]/.test(code) || !isCodeShaped(code.split(/\s/)[0]!)) continue;
    best = { name: text.slice(0, end.at).trim(), code, edits: end.edits };
  }
  return best && { name: best.name, code: best.code };
}

const isCodeShaped = (code: string): boolean =>
  code.length >= 4 &&
  !/\s/.test(code) &&
  /\d/.test(code) &&
  /^[A-Z0-9]/i.test(code) &&
  // `12kg`, `340ml`, `6ct`: the name's own size, or a quantity, not a code.
  !/^\d+([.,]\d+)?[a-z]{0,3}$/i.test(code);
