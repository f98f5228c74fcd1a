/**
 * Readings to try, most likely first, for a handwritten date the recogniser broke: a date split
 * into pieces (`11/0 7/26`, `2026-0 09-11`), a stray mark read beside it (`7/1/ 20 2026`: the
 * shortest piece dropped), a separator it missed (`22/0926`, `2209/26`), no separators at all
 * (`240626`), a century misread (`10/11/3020`), or a handwritten `/11/` read as one letter of
 * its strokes (`25 M 2026`, `M 23/26`, `M1/20/26`). Each is a guess: a date read through one is
 * kept doubtful, and matching still checks that it is plausible.
 */
export function dateRepairs(raw: string): string[] {
  const text = raw.trim();
  const out: string[] = [];
  const strokes = slashStrokes(text);
  if (strokes) out.push(strokes);
  const joined = text.replace(/\s+/g, '');
  if (joined !== text) out.push(joined);
  const pieces = text.split(/\s+/).filter(Boolean);
  if (pieces.length >= 2 && pieces.length <= 4) {
    // A stray mark is short: the shortest piece goes first.
    const byLength = pieces.map((p, i) => ({ p, i })).sort((a, b) => a.p.length - b.p.length);
    for (const { i } of byLength) out.push(pieces.filter((_, j) => j !== i).join(''));
  }
  for (const candidate of [joined, ...out]) {
    const missing = missingSeparator(candidate);
    if (missing) out.push(missing);
  }
  if (/^\d{6}$/.test(joined)) out.push(`${joined.slice(0, 2)}/${joined.slice(2, 4)}/${joined.slice(4)}`);
  for (const candidate of [text, ...out]) {
    const century = misreadCentury(candidate);
    if (century) out.push(century);
  }
  return [...new Set(out)].filter((c) => c !== text);
}

/**
 * A handwritten `/11/` read as one letter of its four strokes, an `M` (`25 M 2026` for
 * `25/11/2026`), and month first the `11/` it begins with (`M 23/26` for `11/23/26`): only a
 * lone `M` before a day and a year that ends the text is read back (a month's name, `Mar`, has
 * more letters). A `V` for `1/` (`1V23/2026`) was tried and left: the
 * V stands as often for `1/1` (`IV9/26` for `11/19/26`), and a plausible guess then kept the
 * image's better reading (date-by-image) from replacing it.
 */
export function slashStrokes(s: string): string | null {
  const fixed = s
    .replace(/(?<=^\s*\d{1,2})\s*M\s*(?=(\d{2}|\d{4})\s*$)/, '/11/')
    // Day first, the `/11/` as a V after its lost first stroke (`05 V26`, `23 iV26`).
    .replace(/(?<=^\s*\d{1,2})\s+[iIl|]?V\s*(?=(\d{2}|\d{4})\s*$)/, '/11/')
    // Month first, the `11/` that begins the date (`M 23/26` for `11/23/26`).
    .replace(/^\s*M\s*(?=\d{1,2}[/.-](\d{2}|\d{4})\s*$)/, '11/')
    // Or the month's first `1` as an `M`, glued to its second digit (`M1/20/26` for `11/20/26`).
    .replace(/^\s*M(?=[0-2][/.-]\d{1,2}[/.-](\d{2}|\d{4})\s*$)/, '1');
  return fixed === s ? null : fixed;
}

/**
 * Two groups where a date has three: the group of three or four digits that is no year is two
 * groups (`22/0926` is `22/09/26`, `2209/26` is `22/09/26`); `11/2026` (a month and its year)
 * is left alone.
 */
function missingSeparator(s: string): string | null {
  const m = /^(\d{1,4})([/.-])(\d{1,4})$/.exec(s);
  if (!m) return null;
  const [, a = '', sep = '/', b = ''] = m;
  const isYear = (g: string) => /^(19|20)\d\d$/.test(g);
  if (b.length >= 3 && !isYear(b) && a.length <= 2)
    return `${a}${sep}${b.slice(0, b.length - 2)}${sep}${b.slice(-2)}`;
  if (a.length >= 3 && !isYear(a) && b.length !== 3)
    return `${a.slice(0, a.length - 2)}${sep}${a.slice(-2)}${sep}${b}`;
  return null;
}

/** A four-digit year outside 1900-2099 at either end has its century misread: `3020` is `2020`. */
function misreadCentury(s: string): string | null {
  const m = /^(\d{1,2}[/.-]\d{1,2}[/.-])(\d{4})$/.exec(s) ?? /^(\d{4})([/.-]\d{1,2}[/.-]\d{1,2})$/.exec(s);
  if (!m) return null;
  const yearFirst = /^\d{4}/.test(s);
  const year = yearFirst ? m[1]! : m[2]!;
  if (/^(19|20)/.test(year)) return null;
  const fixed = `20${year.slice(2)}`;
  return yearFirst ? fixed + m[2]! : m[1]! + fixed;
}
