import type { CharSteps } from '../char-steps.ts';
import type { Layout } from '../layout.ts';

/**
 * The character probabilities of the words a value was read from, found by its text: every run
 * of words on one line that spells the value's words, each with its steps, gives one reading
 * (the steps of its words in turn; the spaces between carry nothing a value needs). A value
 * read on several lines (the same date on two rows) has each line's reading. A value whose
 * words were cut or joined on the way (a word read across a ruling) is not found: no steps.
 */
export type WordImages = (text: string) => readonly CharSteps[];

export const noWordImages: WordImages = () => [];

export function wordImages(layout: Layout): WordImages {
  const lines = layout.pages.flatMap((p) => p.lines.map((l) => l.words));
  const cache = new Map<string, CharSteps[]>();
  return (text) => {
    const tokens = text.trim().split(/\s+/).filter(Boolean);
    const key = tokens.join(' ');
    const known = cache.get(key);
    if (known) return known;
    const found: CharSteps[] = [];
    if (tokens.length)
      for (const words of lines)
        for (let i = 0; i + tokens.length <= words.length; i++) {
          const run = words.slice(i, i + tokens.length);
          if (run.every((w, j) => w.text === tokens[j] && w.steps?.length))
            found.push(run.flatMap((w) => w.steps!));
        }
    cache.set(key, found);
    return found;
  };
}
