import { describe, expect, it } from 'vitest';
import { type Listed, lookAlike } from './look-alike.ts';

const listed = (id: number, summary: Partial<Listed['summary']>, extra: Partial<Listed> = {}): Listed => ({
  id,
  submission_type: 'transcription',
  submission_status: 'transcribed',
  is_archived: false,
  created_at: '2026-11-25T10:00:00.000Z',
  submitted_at: null,
  filename: `scan-${id}.jpg`,
  summary: {
    parties: ['Harvest Mills'],
    date: '2026-11-25',
    lots: [],
    lot_count: 0,
    row_count: 3,
    ...summary,
  },
  ...extra,
});

// A second phone photo of one delivery note, read a little differently the second time.
const self = listed(9, { lots: ['HM-2411-A', 'HM-2411-B', 'CS 0098'] });

describe('lookAlike', () => {
  it('names the submission of the same date and supplier sharing most lots, however the codes are spaced', () => {
    const first = listed(4, { parties: ['harvest mills '], lots: ['hm-2411-a', 'HM-2411-B', 'CS0098'] });
    expect(lookAlike(self, [first])?.id).toBe(4);
  });

  it('holds when one reading missed a lot: half of the larger set is enough', () => {
    const first = listed(4, { lots: ['HM-2411-A', 'HM-2411-8', 'CS0098', 'SG-17'] });
    expect(lookAlike(self, [first])?.id).toBe(4);
  });

  it('leaves a second delivery of the same day alone when it shares fewer than half the lots', () => {
    const other = listed(5, { lots: ['HM-2411-A', 'HM-2412-C', 'HM-2412-D', 'CS0101'] });
    expect(lookAlike(self, [other])).toBeNull();
  });

  it('needs the same date and, when both name one, the same party', () => {
    const sameLots = self.summary.lots;
    expect(lookAlike(self, [listed(4, { lots: sameLots, date: '2026-11-24' })])).toBeNull();
    expect(lookAlike(self, [listed(4, { lots: sameLots, parties: ['Valley Dairy'] })])).toBeNull();
    // Production has no parties: the date and lots decide.
    expect(lookAlike(listed(9, { parties: [], lots: sameLots }), [listed(4, { lots: sameLots })])?.id).toBe(
      4,
    );
  });

  it('skips itself, archived and failed submissions, and asks nothing of a page without a date or lots', () => {
    const sameLots = self.summary.lots;
    expect(
      lookAlike(self, [
        listed(9, { lots: sameLots }),
        listed(4, { lots: sameLots }, { is_archived: true }),
        listed(5, { lots: sameLots }, { submission_status: 'failed' }),
      ]),
    ).toBeNull();
    expect(lookAlike(listed(9, { date: null, lots: sameLots }), [listed(4, { lots: sameLots })])).toBeNull();
    expect(lookAlike(listed(9, { lots: [] }), [listed(4, { lots: [] })])).toBeNull();
  });

  it('names the closest, the earlier on a tie', () => {
    const partial = listed(3, { lots: ['HM-2411-A', 'HM-2411-B', 'XX-1', 'XX-2'] });
    const exact = listed(7, { lots: self.summary.lots });
    const exactToo = listed(8, { lots: self.summary.lots });
    expect(lookAlike(self, [partial, exactToo, exact])?.id).toBe(7);
  });
});
