import type { SubmissionRecord } from '../submissions/records.ts';

/** How many of the company's latest documents tell what its dates look like. */
const RECENT = 10;

/**
 * The written dates (header dates, ISO) of the company's latest documents of a kind, newest
 * first, for reading the next document's ambiguous dates the way its recent ones were read.
 * Only documents a person has seen count (transcribed, verified): a pending one is still being read.
 */
export function recentDocumentDates(records: readonly SubmissionRecord[], exceptId: number): string[] {
  return [...records]
    .filter((r) => r.id !== exceptId && !r.archived && r.status !== 'pending' && r.status !== 'failed')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .flatMap((r) => {
      const date = Object.values(r.header).find((v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v));
      return typeof date === 'string' ? [date.slice(0, 10)] : [];
    })
    .slice(0, RECENT);
}
