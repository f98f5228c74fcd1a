import { conflict } from '../../../core/errors.ts';
import {
  lotRefKey,
  lotsNeeded,
  planPosting,
  postingFingerprint,
  postingId,
  type PostingChunk,
} from '../../../core/inventory/plan-posting.ts';
import type { LedgerEntry, Posting, ResolvedLot } from '../../../core/inventory/posting.ts';
import { tableName } from '../client.ts';
import { type TransactItem, tryTransact } from '../transact-outcome.ts';
import { postingEntries, putEntry } from './ledger-items.ts';
import { findOrCreateLot } from './lot-items.ts';
import { getHeader, markDone, type PostingHeader, putChunkMarker, putHeader } from './posting-items.ts';
import { addToStock } from './stock-items.ts';
import { inventoryKeys } from '@bp/shared/table/schema.ts';

export const postingMessages = {
  keyReused: 'This Idempotency-Key was already used for a different request',
  busy: 'The stock is being changed by many requests at once; try again',
} as const;

export interface PostingOutcome {
  postingId: string;
  entries: LedgerEntry[];
  /** The key had already been applied: nothing was written this time. */
  replayed: boolean;
}

const MAX_ATTEMPTS = 60;
const pause = (attempt: number) =>
  new Promise((r) => setTimeout(r, Math.random() * Math.min(200, 10 * 2 ** Math.min(attempt, 5))));

/** Finds or creates every lot the posting names; a code merged away leads to its survivor. */
const resolveLots = async (companyId: number, posting: Posting) => {
  const lots = new Map<string, ResolvedLot>();
  for (const need of lotsNeeded(posting.movements)) {
    const lot = await findOrCreateLot(
      companyId,
      need.materialId,
      need.lotCode,
      need.origin,
      posting.recordedAt,
    );
    lots.set(lotRefKey(need.materialId, need.lotCode), { lotId: lot.id, lotCode: lot.lotCode });
  }
  return lots;
};

/**
 * The chunk's writes: its marker (or, for a one-chunk posting, the header) first, then the
 * entries, the material balances (ADD) and the lots (ADD, on condition they were not merged
 * away meanwhile; a lot whose delta cancels out is still checked).
 */
const chunkItems = (
  companyId: number,
  pid: string,
  chunk: PostingChunk,
  first: TransactItem,
): TransactItem[] => {
  const lotDeltas = new Map(chunk.deltas.filter((d) => d.lotId !== null).map((d) => [d.lotId as number, d]));
  const lots = new Map(
    chunk.entries.filter((e) => e.lotId !== null).map((e) => [e.lotId as number, e.materialId]),
  );
  return [
    first,
    ...chunk.entries.map((e) => putEntry(companyId, e)),
    ...chunk.deltas.filter((d) => d.lotId === null).map((d) => addToStock(companyId, d.materialId, d.delta)),
    ...[...lots].map(([lotId, materialId]): TransactItem => ({
      Update: {
        TableName: tableName(),
        Key: inventoryKeys.lot(companyId, materialId, lotId),
        UpdateExpression: 'ADD qty :d',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(merged_into)',
        ExpressionAttributeValues: { ':d': lotDeltas.get(lotId)?.delta ?? 0 },
      },
    })),
  ];
};

type ChunkResult = 'applied' | 'already' | 'lot-moved' | 'busy';

const applyChunk = async (items: TransactItem[]): Promise<ChunkResult> => {
  const outcome = await tryTransact(items);
  if (outcome.ok) return 'applied';
  if (outcome.reasons[0] === 'ConditionalCheckFailed') return 'already';
  if (outcome.reasons.includes('ConditionalCheckFailed')) return 'lot-moved';
  if (outcome.reasons.includes('TransactionConflict')) return 'busy';
  throw new Error(`Posting transaction cancelled: ${outcome.reasons.join(', ')}`);
};

const replay = async (companyId: number, pid: string, header: PostingHeader, fingerprint: string) => {
  if (header.fingerprint !== fingerprint) throw conflict(postingMessages.keyReused);
  return { postingId: pid, entries: await postingEntries(companyId, pid, header.entries), replayed: true };
};

/**
 * Writes a posting exactly once (docs/inventory.md). One chunk: one transaction with the header.
 * Several: the header first (running), then each chunk with its marker, then the header done; a
 * retry after a crash resumes at the first chunk without a marker. Lost races (a transaction
 * conflict, a lot merged meanwhile) retry with fresh lots; balances only ever move with ADD.
 */
export const writePosting = async (companyId: number, request: Posting): Promise<PostingOutcome> => {
  const pid = postingId(request.key);
  const fingerprint = postingFingerprint(request.movements);
  let posting = request;
  let header = await getHeader(companyId, pid);
  if (header?.done) return replay(companyId, pid, header, fingerprint);
  if (header) {
    if (header.fingerprint !== fingerprint) throw conflict(postingMessages.keyReused);
    posting = { ...request, submittedAt: header.submittedAt, recordedAt: header.recordedAt, by: header.by };
  }

  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const chunks = planPosting(posting, await resolveLots(companyId, posting));
    const fresh: PostingHeader = {
      key: posting.key,
      fingerprint,
      chunks: chunks.length,
      entries: posting.movements.length,
      done: chunks.length === 1,
      submittedAt: posting.submittedAt,
      recordedAt: posting.recordedAt,
      by: posting.by,
    };
    if (chunks.length === 1) {
      const result = await applyChunk(
        chunkItems(companyId, pid, chunks[0] as PostingChunk, putHeader(companyId, pid, fresh)),
      );
      if (result === 'applied')
        return { postingId: pid, entries: (chunks[0] as PostingChunk).entries, replayed: false };
      if (result === 'already')
        return replay(companyId, pid, (await getHeader(companyId, pid)) as PostingHeader, fingerprint);
      await pause(attempt);
      continue;
    }
    if (!header) {
      const started = await tryTransact([putHeader(companyId, pid, fresh)]);
      header = started.ok ? fresh : await getHeader(companyId, pid);
      if (!header) continue;
      if (header.done || !started.ok) return writePosting(companyId, request);
    }
    let interrupted = false;
    for (const chunk of chunks) {
      const result = await applyChunk(
        chunkItems(companyId, pid, chunk, putChunkMarker(companyId, pid, chunk.index)),
      );
      if (result === 'lot-moved' || result === 'busy') {
        interrupted = true;
        break;
      }
    }
    if (interrupted) {
      await pause(attempt);
      continue;
    }
    await markDone(companyId, pid);
    return { postingId: pid, entries: chunks.flatMap((c) => c.entries), replayed: false };
  }
  throw conflict(postingMessages.busy);
};
