import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { postingChunkKey, postingHeaderKey } from './records/posting-marker.ts';
import type { PostedBy } from '../../../core/inventory/posting.ts';
import { documentClient, putIfAbsent, tableName, type Write } from '../kit/index.ts';

/**
 * A posting's header (its key, fingerprint, times and whether it is done) and, for postings of
 * several transactions, one marker per applied chunk. The header of a one-transaction posting
 * is written in that transaction as done; a larger posting writes it first as running, so a
 * retry after a crash adopts its times and skips the chunks whose markers exist.
 */
export interface PostingHeader {
  key: string;
  fingerprint: string;
  chunks: number;
  entries: number;
  done: boolean;
  submittedAt: string;
  recordedAt: string;
  by: PostedBy;
}

export const headerItem = (companyId: number, postingId: string, h: PostingHeader) => ({
  ...postingHeaderKey(companyId, postingId),
  kind: 'posting',
  posting_key: h.key,
  fingerprint: h.fingerprint,
  chunks: h.chunks,
  entries: h.entries,
  done: h.done,
  submitted_at: h.submittedAt,
  recorded_at: h.recordedAt,
  by: h.by,
});

export const putHeader = (companyId: number, postingId: string, h: PostingHeader): Write =>
  putIfAbsent(headerItem(companyId, postingId, h), 'applied');

export const putChunkMarker = (companyId: number, postingId: string, chunk: number): Write =>
  putIfAbsent({ ...postingChunkKey(companyId, postingId, chunk), kind: 'posting-chunk' }, 'applied');

export const getHeader = async (companyId: number, postingId: string): Promise<PostingHeader | null> => {
  const out = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: postingHeaderKey(companyId, postingId),
      ConsistentRead: true,
    }),
  );
  const item = out.Item;
  if (!item) return null;
  return {
    key: String(item.posting_key),
    fingerprint: String(item.fingerprint),
    chunks: Number(item.chunks),
    entries: Number(item.entries),
    done: item.done === true,
    submittedAt: String(item.submitted_at),
    recordedAt: String(item.recorded_at),
    by: item.by as PostedBy,
  };
};

export const markDone = async (companyId: number, postingId: string): Promise<void> => {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: postingHeaderKey(companyId, postingId),
      UpdateExpression: 'SET done = :t',
      ExpressionAttributeValues: { ':t': true },
    }),
  );
};
