import { describe, expect, it } from 'vitest';
import { classDelta, classesOf, classOf, tally } from './classes.ts';

describe('submission classes', () => {
  it('verified or not, archived or not; every other status is under review', () => {
    expect(classOf({ status: 'verified', archived: false })).toBe('verified_open');
    expect(classOf({ status: 'verified', archived: true })).toBe('verified_archived');
    for (const status of ['created', 'pending', 'transcribed', 'submitting', 'failed'] as const) {
      expect(classOf({ status, archived: false })).toBe('review_open');
      expect(classOf({ status, archived: true })).toBe('review_archived');
    }
  });

  it('a write moves a count only when it moves the class', () => {
    expect(classDelta(null, { status: 'created', archived: false })).toEqual({ review_open: 1 });
    expect(
      classDelta({ status: 'created', archived: false }, { status: 'transcribed', archived: false }),
    ).toEqual({});
    expect(classDelta({ status: 'created', archived: false }, { status: 'created', archived: true })).toEqual(
      {
        review_open: -1,
        review_archived: 1,
      },
    );
    expect(
      classDelta({ status: 'submitting', archived: false }, { status: 'verified', archived: false }),
    ).toEqual({
      review_open: -1,
      verified_open: 1,
    });
    expect(classDelta({ status: 'verified', archived: true }, null)).toEqual({ verified_archived: -1 });
  });

  it('tallies records by class', () => {
    expect(
      tally([
        { status: 'verified', archived: false },
        { status: 'failed', archived: true },
        { status: 'pending', archived: false },
        { status: 'created', archived: false },
      ]),
    ).toEqual({ review_open: 2, review_archived: 1, verified_open: 1, verified_archived: 0 });
  });

  it('a tab is the classes it shows', () => {
    expect(classesOf({})).toEqual(['review_open', 'verified_open']);
    expect(classesOf({ include_archived: true })).toEqual([
      'review_open',
      'review_archived',
      'verified_open',
      'verified_archived',
    ]);
    expect(classesOf({ filter_type: 'review' })).toEqual(['review_open']);
    expect(classesOf({ filter_type: 'verified', include_archived: true })).toEqual([
      'verified_open',
      'verified_archived',
    ]);
  });
});
