import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFrom } from './api-error.ts';
import { describeDuplicate, duplicateIn } from './duplicate.ts';

const body = {
  message: 'Goods receipt submission 12 already posted the same document',
  reason: 'same_content',
  duplicate_of: {
    id: 12,
    submission_type: 'transcription',
    submission_status: 'verified',
    created_at: '2026-11-24T09:00:00.000Z',
    submitted_at: '2026-11-24T09:05:00.000Z',
    filename: 'log.jpg',
  },
};

describe('duplicateIn', () => {
  it('reads the earlier submission out of a 409 naming it', () => {
    const error = apiErrorFrom(409, JSON.stringify(body));
    expect(duplicateIn(error)).toMatchObject({ reason: 'same_content', duplicate_of: { id: 12 } });
    expect(describeDuplicate(duplicateIn(error)!, 'en-GB')).toBe(
      'submission 12 (log.jpg), submitted 24 Nov 2026',
    );
  });

  it('is null for other conflicts and other errors', () => {
    expect(duplicateIn(apiErrorFrom(409, '{"message":"Already submitted"}'))).toBeNull();
    expect(duplicateIn(apiErrorFrom(400, JSON.stringify(body)))).toBeNull();
    expect(duplicateIn(new ApiError(409, 'x'))).toBeNull();
    expect(duplicateIn(new Error('x'))).toBeNull();
  });
});
