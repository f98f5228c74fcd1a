import type {
  DocumentKind,
  DocumentValues,
  DateOrder,
} from '../../../functions/src/core/documents/extract/types.ts';
import { pageContent } from './content.ts';
import { drawPage } from './draw-page.ts';
import { FONTS, type DocumentFont } from './fonts.ts';
import { photograph, randomEffects, type PhotoEffects } from './photo-effects.ts';
import { seeded } from './random.ts';

export const KINDS: readonly DocumentKind[] = ['goods_receipt', 'production', 'shipment'];

export interface GeneratedDocument {
  id: string;
  kind: DocumentKind;
  font: DocumentFont;
  dateOrder: DateOrder;
  effects: PhotoEffects;
  /** The phone photo (JPEG). */
  image: Buffer;
  truth: DocumentValues;
}

/** One document, the same for the same seed, kind and font on every run. */
export async function generateDocument(
  seed: number,
  kind: DocumentKind,
  font: DocumentFont,
): Promise<GeneratedDocument> {
  const rnd = seeded(seed);
  const content = pageContent(rnd, kind);
  const png = await drawPage(rnd, content, font);
  const effects = randomEffects(rnd);
  const image = await photograph(rnd, png, effects);
  const id = `${kind}-${font.name.replace(/\s+/g, '')}-${seed}`;
  return { id, kind, font, dateOrder: content.dateOrder, effects, image, truth: content.truth };
}

/** `perCell` documents for every kind and font, seeds counting from `firstSeed`. */
export async function* generateSet(
  perCell: number,
  firstSeed = 1,
  fonts = FONTS,
): AsyncGenerator<GeneratedDocument> {
  let seed = firstSeed;
  for (const kind of KINDS)
    for (const font of fonts) for (let i = 0; i < perCell; i++) yield generateDocument(seed++, kind, font);
}
