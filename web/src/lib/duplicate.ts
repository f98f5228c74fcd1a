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

/** Where a submission opens on screen (its manual or its transcribed page). */
export const submissionPath = (base: string, s: { id: number; submission_type: string }): string =>
  `${base}/${s.submission_type === 'manual_entry' ? 'manual' : 'transcribed'}/${s.id}`;

/** Where the earlier submission opens on screen. */
export const earlierPath = (base: string, d: DuplicateAnswer): string => submissionPath(base, d.duplicate_of);

/** A day as the duplicate questions say it: "24 Nov 2026" (the stored text's date if unreadable). */
export const shortDay = (iso: string, locale?: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso.slice(0, 10)
    : date.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' });
};

/** How the question names the earlier submission: "submission 12, uploaded 24 Nov 2026". */
export function describeDuplicate(d: DuplicateAnswer, locale?: string): string {
  const day = shortDay(d.duplicate_of.submitted_at ?? d.duplicate_of.created_at, locale);
  const verb = d.duplicate_of.submitted_at ? 'submitted' : 'uploaded';
  const file = d.duplicate_of.filename ? ` (${d.duplicate_of.filename})` : '';
  return `submission ${d.duplicate_of.id}${file}, ${verb} ${day}`;
}
