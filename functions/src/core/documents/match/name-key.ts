/**
 * Comparable forms of names as paperwork writes them. `nameKey` is what "the same name" means
 * for matching: accents, case, punctuation and spacing do not count (`Miller & Sons` =
 * `MILLER and sons`, `Crème` = `creme`). `shapeKey` further folds the characters OCR confuses
 * (`0`/`o`, `1`/`l`/`i`, `5`/`s`...), so a misread character costs nothing in fuzzy matching.
 */
export const nameKey = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** nameKey without spaces: OCR splits and joins words at will. */
export const compactKey = (text: string): string => nameKey(text).replace(/ /g, '');

const SHAPES: Record<string, string> = {
  '0': 'o',
  q: 'o',
  '1': 'l',
  i: 'l',
  j: 'l',
  '|': 'l',
  '5': 's',
  '2': 'z',
  '7': 'z',
  '8': 'b',
  '6': 'b',
  '9': 'g',
  '4': 'a',
  u: 'v',
  n: 'm',
};

/** compactKey with look-alike characters folded to one. */
export const shapeKey = (text: string): string => [...compactKey(text)].map((c) => SHAPES[c] ?? c).join('');
