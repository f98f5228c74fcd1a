import type { DocumentKind } from '../../../../functions/src/core/documents/extract/types.ts';
import { drawPage } from '../draw-page.ts';
import type { DocumentFont } from '../fonts.ts';
import { KINDS, type GeneratedDocument } from '../generate.ts';
import { photograph, randomEffects } from '../photo-effects.ts';
import { seeded } from '../random.ts';
import { heldOutContent } from './content.ts';
import { HELD_OUT_FONTS, registerHeldOutFonts } from './fonts.ts';

/**
 * HELD OUT. The fixed seed of the held-out set: the bench always draws these same pages. No rule
 * of the reader may be written or tuned against them (look at the figures, never at the pages'
 * misses); tune on the tuning set (`generate.ts`, other seeds) and only measure here.
 */
export const HELD_OUT_SEED = 700001;

export async function generateHeldOutDocument(
  seed: number,
  kind: DocumentKind,
  font: DocumentFont,
): Promise<GeneratedDocument> {
  registerHeldOutFonts();
  const rnd = seeded(seed);
  const content = heldOutContent(rnd, kind);
  const png = await drawPage(rnd, content, font);
  const effects = randomEffects(rnd);
  const image = await photograph(rnd, png, effects);
  const id = `heldout-${kind}-${font.name.replace(/\s+/g, '')}-${seed}`;
  return { id, kind, font, dateOrder: content.dateOrder, effects, image, truth: content.truth };
}

/** `perCell` held-out documents for every kind and held-out font. */
export async function* generateHeldOutSet(perCell: number): AsyncGenerator<GeneratedDocument> {
  let seed = HELD_OUT_SEED;
  for (const kind of KINDS)
    for (const font of HELD_OUT_FONTS)
      for (let i = 0; i < perCell; i++) yield generateHeldOutDocument(seed++, kind, font);
}
