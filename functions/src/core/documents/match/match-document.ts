import type { CatalogPort } from './catalog.ts';
import type { Draft, MatchRequest } from './draft.ts';
import { type LotImages, noLotImages } from './lot-images.ts';
import { matchDraft } from './match-draft.ts';
import { noWordImages, type WordImages } from './word-images.ts';
import { lotMaterialIds, matchLots } from './match-lots.ts';

/**
 * The pipeline's Match step: the company's catalogue, names and units matched, then the lots
 * of the materials the document turned out to name, then its lot codes (match-lots.ts), against
 * the recogniser's character probabilities where it gave them (`images`, lot-images.ts; units
 * against them too, `words`, word-images.ts).
 */
export async function matchDocument(
  port: CatalogPort,
  request: MatchRequest,
  today: string,
  images: LotImages = noLotImages,
  words: WordImages = noWordImages,
): Promise<Draft> {
  const catalog = await port.catalog(request.companyId);
  const named = matchDraft(request.kind, request.draft, catalog, today, words);
  const ids = lotMaterialIds(request.kind, named, catalog);
  if (!ids.length) return named;
  return matchLots(request.kind, named, await port.lots(request.companyId, ids), catalog, images);
}
