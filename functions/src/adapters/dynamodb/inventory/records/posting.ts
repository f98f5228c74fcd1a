import { type ItemKey, tenantPrefix } from '@bp/shared/table/schema.ts';
import type { PostingHeader } from '../../../../core/inventory/commit-posting-port.ts';
import type { PostedBy } from '../../../../core/inventory/posting.ts';

export type { PostingHeader };

/**
 * A posting's header (its key, fingerprint, times and whether it is done) and, for postings of
 * several transactions, one marker per applied chunk, in one partition per posting. The header
 * of a one-transaction posting is written in that transaction as done; a larger posting writes
 * it first as running, so a retry after a crash adopts its times and skips the chunks whose
 * markers exist (docs/inventory.md).
 */
const postingPartition = (companyId: number, postingId: string): string =>
  `${tenantPrefix(companyId)}POSTING#${postingId}`;

export const postingHeaderKey = (companyId: number, postingId: string): ItemKey => ({
  pk: postingPartition(companyId, postingId),
  sk: 'HEADER',
});

export const postingChunkKey = (companyId: number, postingId: string, chunk: number): ItemKey => ({
  pk: postingPartition(companyId, postingId),
  sk: `CHUNK#${chunk.toString().padStart(4, '0')}`,
});

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

export const toHeader = (item: Record<string, unknown>): PostingHeader => ({
  key: String(item.posting_key),
  fingerprint: String(item.fingerprint),
  chunks: Number(item.chunks),
  entries: Number(item.entries),
  done: item.done === true,
  submittedAt: String(item.submitted_at),
  recordedAt: String(item.recorded_at),
  by: item.by as PostedBy,
});

/** The proof that chunk `chunk` of a posting landed (put under absent() in its transaction). */
export const chunkMarkerItem = (companyId: number, postingId: string, chunk: number) => ({
  ...postingChunkKey(companyId, postingId, chunk),
  kind: 'posting-chunk',
});
