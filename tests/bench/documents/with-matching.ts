import type { LotCatalog, MatchCatalog } from '../../../functions/src/core/documents/match/catalog.ts';
import type { Draft, DraftPart } from '../../../functions/src/core/documents/match/draft.ts';
import type { LotImages } from '../../../functions/src/core/documents/match/lot-images.ts';
import type { WordImages } from '../../../functions/src/core/documents/match/word-images.ts';
import { matchDraft } from '../../../functions/src/core/documents/match/match-draft.ts';
import { lotMaterialIds, matchLots } from '../../../functions/src/core/documents/match/match-lots.ts';
import type { Extraction } from '../../../functions/src/core/documents/extract/types.ts';

/**
 * Extraction then the pipeline's Match step, as the bench scores it: the extraction's values
 * and confidences become a draft (the Extract step's output), are matched against the
 * generated company's catalogue and lots (lot codes against the recogniser's character
 * probabilities, as the Match step reads them from the layout), and go back into the
 * extraction's shape.
 */
type Fields = Record<string, { value: string | number | null; raw: string; confidence: number }>;

const toPart = (fields: Fields): DraftPart => ({
  ...Object.fromEntries(Object.entries(fields).map(([f, v]) => [f, v.value])),
  confidence: Object.fromEntries(Object.entries(fields).map(([f, v]) => [f, v.confidence])),
});

const fromPart = (fields: Fields, part: DraftPart): Fields =>
  Object.fromEntries(
    Object.entries(fields).map(([f, v]) => [
      f,
      { ...v, value: part[f] as string | number | null, confidence: part.confidence?.[f] ?? v.confidence },
    ]),
  );

export function withMatching(
  x: Extraction,
  catalog: MatchCatalog,
  lots: LotCatalog,
  today: string,
  images?: LotImages,
  words?: WordImages,
): Extraction {
  const draft: Draft = {
    header: toPart(x.header as unknown as Fields),
    rows: x.rows.map((r) => toPart(r as unknown as Fields)),
  };
  const named = matchDraft(x.kind, draft, catalog, today, words);
  const ids = new Set(lotMaterialIds(x.kind, named, catalog));
  const matched = matchLots(x.kind, named, new Map([...lots].filter(([id]) => ids.has(id))), catalog, images);
  return {
    ...x,
    header: fromPart(x.header as unknown as Fields, matched.header),
    rows: x.rows.map((r, i) => fromPart(r as unknown as Fields, matched.rows[i]!)),
  } as unknown as Extraction;
}
