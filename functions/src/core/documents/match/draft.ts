import type { DocumentKind } from '../extract/types.ts';
import type { DraftRecord, DraftSubmission } from '../draft-submission.ts';

export type { DraftValue } from '../draft-submission.ts';
export type Confidences = Record<string, number>;

/**
 * The draft Match works on is Extract's (draft-submission.ts) without its kind: the header and
 * rows in the kind's field names, a `confidence` per field. Match fills ids, canonical names,
 * units and lot codes, and updates the confidences.
 */
export type DraftPart = DraftRecord;
export type Draft = Pick<DraftSubmission, 'header' | 'rows'>;

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
