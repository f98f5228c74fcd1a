/**
 * What a CTC recogniser saw in one word, step by step across the image: at each time step its
 * likeliest classes with their probabilities ('' is CTC's blank). Kept compactly (the few
 * likeliest classes, probabilities to three places), so a candidate string can later be scored
 * against the image rather than against the one string the recogniser chose. Only the local
 * engine gives these; Textract does not.
 */
export type CharSteps = readonly (readonly (readonly [string, number])[])[];

const top = (step: CharSteps[number]): string => step[0]?.[0] ?? '';

/** Each character of the steps' best reading with the first and last step it was read on (spaces left out). */
export function readChars(steps: CharSteps): { c: string; first: number; last: number }[] {
  const chars: { c: string; first: number; last: number }[] = [];
  let previous = '';
  steps.forEach((step, t) => {
    const c = top(step);
    if (c && c !== ' ' && c === previous) chars[chars.length - 1]!.last = t;
    else if (c && c !== ' ') chars.push({ c, first: t, last: t });
    previous = c;
  });
  return chars;
}

/**
 * A box's steps cut into its words' (one list per word of `text` split at spaces), or null
 * when the steps' own best reading does not give the text's characters. The recogniser reads
 * a box of several words in one pass; the engine puts a space where the model read one (a class
 * of its own) or where the ink leaves a long gap, so words are found by their characters: each
 * word takes the steps from its first character's to its last's, and the blanks between two
 * words are shared at the middle (steps read as a space go to neither).
 */
export function splitStepsAtSpaces(steps: CharSteps, text: string): CharSteps[] | null {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return words.length === 1 ? [steps] : null;
  const chars = readChars(steps);
  if (chars.map((x) => x.c).join('') !== words.join('')) return null;
  const pieces: CharSteps[] = [];
  let k = 0;
  let from = 0;
  words.forEach((word, i) => {
    k += word.length;
    const to =
      i === words.length - 1 ? steps.length : Math.ceil((chars[k - 1]!.last + 1 + chars[k]!.first) / 2);
    pieces.push(steps.slice(from, to).filter((step) => top(step) !== ' '));
    from = to;
  });
  return pieces;
}
