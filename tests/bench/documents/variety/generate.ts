import type { PageContent } from '../content.ts';
import { drawPage } from '../draw-page.ts';
import { FONTS } from '../fonts.ts';
import type { GeneratedDocument } from '../generate.ts';
import { photograph, randomEffects } from '../photo-effects.ts';
import { seeded, type Random } from '../random.ts';
import { varietyProduction } from './production-layouts.ts';
import { varietyReceipt } from './receipt-layouts.ts';

/**
 * The variety set: pages of many layouts in the tuning fonts, `perFont` per font, seeds from
 * `firstSeed`. A second tuning set: rules may be studied on it.
 */
async function* varietyPages(
  layout: (rnd: Random) => PageContent,
  idPrefix: string,
  perFont: number,
  firstSeed: number,
): AsyncGenerator<GeneratedDocument> {
  let seed = firstSeed;
  for (const font of FONTS)
    for (let i = 0; i < perFont; i++) {
      const rnd = seeded(seed);
      const content = layout(rnd);
      const png = await drawPage(rnd, content, font);
      const effects = randomEffects(rnd);
      const image = await photograph(rnd, png, effects);
      const id = `${idPrefix}-${font.name.replace(/\s+/g, '')}-${seed++}`;
      yield {
        id,
        kind: content.kind,
        font,
        dateOrder: content.dateOrder,
        effects,
        image,
        truth: content.truth,
      };
    }
}

/** Receiving pages of many layouts (`receipt-layouts.ts`). */
export const generateVarietySet = (perFont: number, firstSeed = 6001) =>
  varietyPages(varietyReceipt, 'variety', perFont, firstSeed);

/** Production batch sheets of many layouts (`production-layouts.ts`). */
export const generateVarietyProductions = (perFont: number, firstSeed = 7001) =>
  varietyPages(varietyProduction, 'variety-production', perFont, firstSeed);
