import { batchGetItems, getItem, putIfAbsent, update, type Write } from '../kit/index.ts';
import {
  chunkMarkerItem,
  headerItem,
  type PostingHeader,
  postingChunkKey,
  postingHeaderKey,
  toHeader,
} from './records/posting.ts';

export type { PostingHeader } from './records/posting.ts';

/** The header as a transaction's proof: refused as 'applied' when the posting began or landed before. */
export const putHeader = (companyId: number, postingId: string, h: PostingHeader): Write =>
  putIfAbsent(headerItem(companyId, postingId, h), 'applied');

export const putChunkMarker = (companyId: number, postingId: string, chunk: number): Write =>
  putIfAbsent(chunkMarkerItem(companyId, postingId, chunk), 'applied');

export const getHeader = async (companyId: number, postingId: string): Promise<PostingHeader | null> => {
  const item = await getItem(postingHeaderKey(companyId, postingId), { consistent: true });
  return item ? toHeader(item) : null;
};

/** The header set done: written in the posting's last transaction. */
export const markDone = (companyId: number, postingId: string): Write =>
  update(postingHeaderKey(companyId, postingId), { set: { done: true } });

/** The chunks of a begun posting that landed (their markers exist), read consistently. */
export const landedChunks = async (
  companyId: number,
  postingId: string,
  chunks: number,
): Promise<Set<number>> => {
  const keys = Array.from({ length: chunks }, (_, i) => postingChunkKey(companyId, postingId, i));
  const found = new Set((await batchGetItems(keys, true)).map((item) => String(item.sk)));
  return new Set(keys.flatMap((key, i) => (found.has(key.sk) ? [i] : [])));
};
