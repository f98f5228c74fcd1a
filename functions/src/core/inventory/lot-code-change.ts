import type { LotCodeChange, LotRecord } from './lot.ts';
import type { PostedBy } from './posting.ts';

/** Who changed a lot's code and when: kept on the lot so its page can say it. */
export interface ChangeAuthor {
  by: PostedBy;
  at: string;
}

export const mergeChange = (from: LotRecord, to: LotRecord, author: ChangeAuthor): LotCodeChange => ({
  change: 'merged',
  fromCode: from.lotCode,
  toCode: to.lotCode,
  lotId: from.id,
  quantity: from.quantity,
  ...author,
});

export const renameChange = (lot: LotRecord, code: string, author: ChangeAuthor): LotCodeChange => ({
  change: 'renamed',
  fromCode: lot.lotCode,
  toCode: code,
  lotId: null,
  quantity: null,
  ...author,
});
