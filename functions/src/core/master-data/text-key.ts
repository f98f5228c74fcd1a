/**
 * The comparable form of a name, SKU or search term: Unicode-normalised, lower-cased, control
 * characters and runs of white space folded to one space, trimmed. Two names with the same key
 * are the same name (uniqueness), and search matches keys against keys.
 */
export const textKey = (value: string): string =>
  value
    .normalize('NFKC')
    .toLowerCase()
    // eslint-disable-next-line no-control-regex -- folding control characters is the point
    .replace(/[\u0000-\u001f\u007f\s]+/g, ' ')
    .trim();
