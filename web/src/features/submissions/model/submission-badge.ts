import type { SubmissionStatus } from '@bp/shared/contracts/submissions/common.ts';

export interface Badge {
  label: 'Archived' | 'Verified' | 'Failed' | 'Needs Review';
  color: 'error' | 'success' | 'warning';
}

/**
 * Spec 001 section 2: Archived (red) when archived; otherwise Verified (green), Failed (red),
 * or Needs Review (orange) for transcribed, pending or created.
 */
export const submissionBadge = (s: { is_archived: boolean; submission_status: SubmissionStatus }): Badge => {
  if (s.is_archived) return { label: 'Archived', color: 'error' };
  if (s.submission_status === 'verified') return { label: 'Verified', color: 'success' };
  if (s.submission_status === 'failed') return { label: 'Failed', color: 'error' };
  return { label: 'Needs Review', color: 'warning' };
};

/** The list's Type column. */
export const submissionTypeLabel = (type: string) =>
  type === 'transcription' ? 'Transcription' : 'Manual Entry';

/** 'Created': date and time, a dash when missing (the table draws the dash). */
export const createdText = (iso: string | null | undefined): string =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '';
