import { drawPage } from '../draw-page.ts';
import { FONTS } from '../fonts.ts';
import type { GeneratedDocument } from '../generate.ts';
import { photograph, randomEffects } from '../photo-effects.ts';
import { seeded } from '../random.ts';
import { varietyReceipt } from './receipt-layouts.ts';

/**
 * The variety set: receiving pages of many layouts (`receipt-layouts.ts`) in the tuning fonts,
 * `perFont` per font, seeds from `firstSeed`. A second tuning set: rules may be studied on it.
 */
export async function* generateVarietySet(
  perFont: number,
  firstSeed = 6001,
): AsyncGenerator<GeneratedDocument> {
  let seed = firstSeed;
  for (const font of FONTS)
    for (let i = 0; i < perFont; i++) {
      const rnd = seeded(seed);
      const content = varietyReceipt(rnd);
      const png = await drawPage(rnd, content, font);
      const effects = randomEffects(rnd);
      const image = await photograph(rnd, png, effects);
      const id = `variety-${font.name.replace(/\s+/g, '')}-${seed++}`;
      yield {
        id,
        kind: 'goods_receipt',
        font,
        dateOrder: content.dateOrder,
        effects,
        image,
        truth: content.truth,
      };
    }
}
