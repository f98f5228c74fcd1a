import type { CharSteps } from '../char-steps.ts';
import { fieldValue } from '../extract/field-values.ts';
import type { Layout } from '../layout.ts';
import { compactCode } from './ocr-distance.ts';

/** The character probabilities of the words a code was read from (none when the reader gave none). */
export type LotImages = (code: string) => readonly CharSteps[];

export const noLotImages: LotImages = () => [];

/** A code written with a space in it, or cut in two by the recogniser, spans at most this many words. */
const MAX_WORDS = 3;

/**
 * The words of a layout that carry the recogniser's character probabilities, by the code
 * extraction makes of them (field-values.ts), so Match can find the image a lot cell's value came
 * from without extraction carrying it: a cell read as one word is found, and so is a code read as
 * two or three words side by side on one line (`RB 261-12`: extraction drops the space), their
 * steps in turn. A code read on several words (the same lot on two rows) has each reading.
 */
export function lotImages(layout: Layout): LotImages {
  const byCode = new Map<string, CharSteps[]>();
  const add = (text: string, steps: CharSteps) => {
    const value = fieldValue('code', text, 1, 'DMY').value;
    const key = typeof value === 'string' ? compactCode(value) : '';
    if (!key) return;
    const list = byCode.get(key) ?? [];
    list.push(steps);
    byCode.set(key, list);
  };
  for (const page of layout.pages)
    for (const line of page.lines)
      line.words.forEach((word, i) => {
        const run = line.words.slice(i, i + MAX_WORDS);
        for (let n = 1; n <= run.length; n++) {
          const words = run.slice(0, n);
          if (!words.every((w) => w.steps?.length)) break;
          add(
            words.map((w) => w.text).join(' '),
            words.flatMap((w) => w.steps!),
          );
        }
      });
  return (code) => byCode.get(compactCode(code)) ?? [];
}
