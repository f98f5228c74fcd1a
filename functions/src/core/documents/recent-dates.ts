import type { SubmissionPorts } from '../submissions/ports.ts';
import type { KindName, SubmissionRecord } from '../submissions/records.ts';

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

/**
 * `recentDocumentDates` of the kind without reading its whole history: the newest submissions
 * not archived (the lists' classes, newest first by id, which is creation order), four times as
 * many more each round until `RECENT` dates are found or none is left; the whole partition
 * while the kind's counts are not yet there (docs/submissions.md, Lists by class).
 */
export async function latestDocumentDates(
  ports: Pick<SubmissionPorts, 'classCounts' | 'classPage' | 'list'>,
  companyId: number,
  kind: KindName,
  exceptId: number,
): Promise<string[]> {
  if (!(await ports.classCounts(companyId, kind)))
    return recentDocumentDates(await ports.list(companyId, kind), exceptId);
  for (let upTo = 4 * RECENT; ; upTo *= 4) {
    const read = await ports.classPage(companyId, kind, ['review_open', 'verified_open'], 'newest', upTo);
    const dates = recentDocumentDates(read, exceptId);
    if (dates.length >= RECENT || read.length < upTo) return dates;
  }
}
