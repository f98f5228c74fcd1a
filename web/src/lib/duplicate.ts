import { type DuplicateAnswer, duplicateAnswer } from '@bp/shared/contracts/submissions/duplicates.ts';
import { ApiError } from './api-error.ts';

/**
 * The earlier submission a refused upload or submit repeats (409 with reason and duplicate_of),
 * or null for any other error: the screen then asks before sending again with the confirmation.
 */
export function duplicateIn(error: unknown): DuplicateAnswer | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = duplicateAnswer.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/** Where the earlier submission opens on screen (its manual or its transcribed page). */
export const earlierPath = (base: string, d: DuplicateAnswer): string =>
  `${base}/${d.duplicate_of.submission_type === 'manual_entry' ? 'manual' : 'transcribed'}/${d.duplicate_of.id}`;

/** How the question names the earlier submission: "submission 12, uploaded 24 Nov 2026". */
export function describeDuplicate(d: DuplicateAnswer, locale?: string): string {
  const when = d.duplicate_of.submitted_at ?? d.duplicate_of.created_at;
  const date = new Date(when);
  const day = Number.isNaN(date.getTime())
    ? when.slice(0, 10)
    : date.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  const verb = d.duplicate_of.submitted_at ? 'submitted' : 'uploaded';
  const file = d.duplicate_of.filename ? ` (${d.duplicate_of.filename})` : '';
  return `submission ${d.duplicate_of.id}${file}, ${verb} ${day}`;
}
