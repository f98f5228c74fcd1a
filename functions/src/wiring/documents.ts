import { loadCatalog, loadLots } from '../adapters/dynamodb/documents/catalog-repo.ts';
import type { CatalogPort } from '../core/documents/match/catalog.ts';

/** What the pipeline's Match step reads: the company's catalogue and its materials' lots. */
export const catalogPort: CatalogPort = { catalog: loadCatalog, lots: loadLots };
