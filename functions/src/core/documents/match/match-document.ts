import type { CatalogPort } from './catalog.ts';
import type { Draft, MatchRequest } from './draft.ts';
import { lotMaterialIds, matchDraft, matchLots } from './match-draft.ts';

/**
 * The pipeline's Match step: the company's catalogue, names and units matched, then the lots
 * of the materials the rows turned out to name, then those rows' lot codes.
 */
export async function matchDocument(port: CatalogPort, request: MatchRequest, today: string): Promise<Draft> {
  const catalog = await port.catalog(request.companyId);
  const named = matchDraft(request.kind, request.draft, catalog, today);
  const ids = lotMaterialIds(request.kind, named);
  return ids.length ? matchLots(request.kind, named, await port.lots(request.companyId, ids)) : named;
}
