import type { CharSteps } from '../char-steps.ts';
import { fieldValue } from '../extract/field-values.ts';
import type { Layout } from '../layout.ts';
import { compactCode } from './ocr-distance.ts';

/** The character probabilities of the words a code was read from (none when the reader gave none). */
export type LotImages = (code: string) => readonly CharSteps[];

export const noLotImages: LotImages = () => [];

/**
 * The words of a layout that carry the recogniser's character probabilities, by the code
 * extraction makes of them (field-values.ts), so Match can find the image a lot cell's value came
 * from without extraction carrying it: a cell read as one word is found; a code pieced together
 * from several words is not, and keeps the edit distance. A code read on several words (the same
 * lot on two rows) has each word's probabilities.
 */
export function lotImages(layout: Layout): LotImages {
  const byCode = new Map<string, CharSteps[]>();
  for (const page of layout.pages)
    for (const line of page.lines)
      for (const word of line.words) {
        if (!word.steps?.length) continue;
        const value = fieldValue('code', word.text, 1, 'DMY').value;
        const key = typeof value === 'string' ? compactCode(value) : '';
        if (!key) continue;
        const list = byCode.get(key) ?? [];
        list.push(word.steps);
        byCode.set(key, list);
      }
  return (code) => byCode.get(compactCode(code)) ?? [];
}
