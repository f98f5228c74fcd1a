import { describe, expect, it } from 'vitest';
import { submissionBadge, submissionTypeLabel } from './submission-badge.ts';

describe('submissionBadge', () => {
  it('shows Archived first, then the status as the spec colours it', () => {
    expect(submissionBadge({ is_archived: true, submission_status: 'verified' })).toEqual({
      label: 'Archived',
      color: 'error',
    });
    expect(submissionBadge({ is_archived: false, submission_status: 'verified' }).label).toBe('Verified');
    expect(submissionBadge({ is_archived: false, submission_status: 'failed' }).color).toBe('error');
    for (const status of ['created', 'pending', 'transcribed'] as const)
      expect(submissionBadge({ is_archived: false, submission_status: status })).toEqual({
        label: 'Needs Review',
        color: 'warning',
      });
  });

  it('names the two submission types', () => {
    expect(submissionTypeLabel('transcription')).toBe('Transcription');
    expect(submissionTypeLabel('manual_entry')).toBe('Manual Entry');
  });
});
