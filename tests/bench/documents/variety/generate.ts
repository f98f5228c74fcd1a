import type { PageContent } from '../content.ts';
import { drawPage } from '../draw-page.ts';
import { FONTS } from '../fonts.ts';
import type { GeneratedDocument } from '../generate.ts';
import { photograph, randomEffects } from '../photo-effects.ts';
import { seeded, type Random } from '../random.ts';
import { varietyReceipt } from './receipt-layouts.ts';

/**
 * The variety set: pages of many layouts (`receipt-layouts.ts`, `shipment-layouts.ts`) in the
 * tuning fonts, `perFont` per font, seeds from `firstSeed`. A second tuning set: rules may be
 * studied on it.
 */
export async function* generateVarietySet(
  perFont: number,
  firstSeed = 6001,
  layout: (rnd: Random) => PageContent = varietyReceipt,
): AsyncGenerator<GeneratedDocument> {
  let seed = firstSeed;
  for (const font of FONTS)
    for (let i = 0; i < perFont; i++) {
      const rnd = seeded(seed);
      const content = layout(rnd);
      const png = await drawPage(rnd, content, font);
      const effects = randomEffects(rnd);
      const image = await photograph(rnd, png, effects);
      const kind = content.kind === 'goods_receipt' ? '' : `${content.kind}-`;
      const id = `variety-${kind}${font.name.replace(/\s+/g, '')}-${seed++}`;
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
