import type { DocumentKind } from '../extract/types.ts';

/**
 * A document's draft as the pipeline passes it between steps: the header and rows in the
 * kind's field names (shared/src/contracts/submissions/kinds.ts; refs as `<entity>_id` null plus
 * the name read), each part with a `confidence` per field (0..1). Extract fills names; Match
 * fills ids, canonical names, units and lot codes, and updates the confidences.
 */
export type DraftValue = string | number | boolean | null;
export type Confidences = Record<string, number>;

export interface DraftPart {
  confidence?: Confidences;
  [field: string]: DraftValue | Confidences | undefined;
}

export interface Draft {
  header: DraftPart;
  rows: DraftPart[];
}

export interface MatchRequest {
  companyId: number;
  kind: DocumentKind;
  draft: Draft;
}

export const textOf = (part: DraftPart, field: string): string | null => {
  const v = part[field];
  return typeof v === 'string' && v.trim() ? v : typeof v === 'number' ? String(v) : null;
};

/** The reader's confidence in a field; a field without one counts as half sure. */
export const ocrConfidence = (part: DraftPart, field: string): number => part.confidence?.[field] ?? 0.5;
