import type { SubmitResult } from '@bp/shared/contracts/submissions/common.ts';
import type { KindName, RowRecord, SubmissionRecord } from '../../../core/submissions/records.ts';
import { keyReused, type SubmitKeyMarker } from '../../../core/submissions/submit-key.ts';
import {
  absent,
  present,
  both,
  either,
  equals,
  getItem,
  MAX_TRANSACTION_ITEMS,
  put,
  transactOnce,
  update,
  writeOne,
  type Write,
} from '../kit/index.ts';
import { frozenRowWrites } from './row-items.ts';
import { saveSubmissionWrites } from './submission-items.ts';
import { markerItem, submitKeyKey, toMarker } from './records/submit-key.ts';

/** The marker while the key is free, or again for the same submission and request (a submit refused and tried again). */
const markerWrite = (companyId: number, kind: string, m: SubmitKeyMarker): Write =>
  put(markerItem(companyId, kind, m), {
    condition: either(
      absent(),
      both(equals('submission_id', m.submissionId), equals('request_sha256', m.request)),
    ),
    refusal: keyReused(),
  });

/**
 * The freezing write: the submission (on condition it is still the revision planned from) and
 * the key's marker, with the rows' change when all fit in one transaction ('synced'): the rows
 * need no write of their own, which the freeze's condition makes safe (no row changed since read).
 */
export const freezeSubmission = async (
  companyId: number,
  s: SubmissionRecord,
  key: SubmitKeyMarker | null,
  rows?: { put: RowRecord[]; remove: RowRecord[] },
): Promise<'synced' | 'done' | 'stale'> => {
  // Its own class as `before`: a submit freezes only what is neither verified nor archived, and
  // `submitting` is still under review, so a freeze moves no count.
  const writes = saveSubmissionWrites(companyId, s, s);
  if (key) writes.push(markerWrite(companyId, s.kind, key));
  const rowWrites = rows ? frozenRowWrites(companyId, s.kind, s.id, rows) : [];
  const joined = rows !== undefined && writes.length + rowWrites.length <= MAX_TRANSACTION_ITEMS;
  if (joined) writes.push(...rowWrites);
  if ((await transactOnce(writes)) !== 'done') return 'stale';
  return joined ? 'synced' : 'done';
};

export const submitKeyOf = async (companyId: number, kind: KindName, key: string) => {
  const item = await getItem(submitKeyKey(companyId, kind, key), { consistent: true });
  return item ? toMarker(key, item) : null;
};

export const keepSubmitAnswer = async (
  companyId: number,
  kind: KindName,
  key: string,
  answer: SubmitResult,
): Promise<SubmitResult> => {
  const kept = await writeOne(
    update(
      submitKeyKey(companyId, kind, key),
      { set: { first_answer: answer } },
      {
        condition: both(present(), { expression: 'attribute_not_exists(first_answer)' }),
        refusal: 'applied',
      },
    ),
  );
  if (kept) return answer;
  return (await submitKeyOf(companyId, kind, key))?.answer ?? answer;
};

/** The marker's release when the submit it froze is undone (a hold landed): the key may be used again. */
export const releaseSubmitKey = (companyId: number, s: SubmissionRecord): Write[] =>
  s.submitKey
    ? [
        {
          kind: 'delete',
          key: submitKeyKey(companyId, s.kind, s.submitKey),
          condition: either(absent(), equals('submission_id', s.id)),
          refusal: 'retry',
        },
      ]
    : [];
