/**
 * What a CTC recogniser saw in one word, step by step across the image: at each time step its
 * likeliest classes with their probabilities ('' is CTC's blank). Kept compactly (the few
 * likeliest classes, probabilities to three places), so a candidate string can later be scored
 * against the image rather than against the one string the recogniser chose. Only the local
 * engine gives these; Textract does not.
 */
export type CharSteps = readonly (readonly (readonly [string, number])[])[];

const top = (step: CharSteps[number]): string => step[0]?.[0] ?? '';

/**
 * A box's steps cut into its words' (one list per word of `text` split at spaces), or null
 * when the steps' own best reading does not give those words. The recogniser reads a box of
 * several words in one pass, a space being one of its classes: each word takes the steps
 * between the spaces around it (blanks at its edges included, the space's own steps in none).
 * Where the steps' best reading and the text disagree (the engine trimmed or dropped
 * something), nothing is guessed.
 */
export function splitStepsAtSpaces(steps: CharSteps, text: string): CharSteps[] | null {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return words.length === 1 ? [steps] : null;
  const pieces: CharSteps[number][][] = [[]];
  // Blanks after a space belong to the next word, once one comes.
  let pending: CharSteps[number][] | null = null;
  let decoded = '';
  let previous = '';
  for (const step of steps) {
    const c = top(step);
    if (c === ' ') pending ??= [];
    else if (pending && c === '') pending.push(step);
    else if (pending) {
      pieces.push([...pending, step]);
      pending = null;
    } else pieces.at(-1)!.push(step);
    if (c && c !== previous) decoded += c;
    previous = c;
  }
  if (pending) pieces.at(-1)!.push(...pending);
  if (!pieces[0]!.length) pieces.shift();
  const read = decoded.trim().split(/\s+/).filter(Boolean);
  if (read.join(' ') !== words.join(' ') || pieces.length !== words.length) return null;
  return pieces;
}
