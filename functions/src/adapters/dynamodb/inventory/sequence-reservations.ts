import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SequenceRequest } from '../../../core/inventory/commit-posting-port.ts';
import type { PendingRange } from '../../../core/inventory/sequence.ts';
import { conflict } from '../../../core/errors.ts';
import { postingMessages } from '../../../core/inventory/commit-posting.ts';
import {
  documentClient,
  getItem,
  isConditionFailed,
  isTransactionConflict,
  pauseForHeldItem,
  tableName,
} from '../kit/index.ts';
import { balanceKey } from './records/balance.ts';
import { checkUnits, stampOf } from './unit-checks.ts';

/**
 * A material's ledger numbers (core/inventory/sequence.ts) are handed out by its stock item:
 * `reserved`, the numbers handed out so far, moves by an atomic ADD, so two postings never take
 * the same numbers and neither has to retry for them. Until the chunk's transaction lands, the
 * reservation stays on the item as a pending attribute named after the chunk and its size, with
 * its first number as value; the transaction removes it as it adds the entries to `entries`. The
 * pages skip pending numbers. A stock item from before reservations has `entries` and no
 * `reserved`: its numbers so far are exactly its entries, so `reserved` starts there.
 */
const RESERVED = 'reserved';
const ENTRIES = 'entries';
const PENDING = 'rsv:';

/** The attribute a chunk's reservation of `count` numbers in one material's ledger is kept in. */
export const pendingAttribute = (postingId: string, chunk: number, count: number): string =>
  `${PENDING}${postingId}:${chunk}:${count}`;

/** The numbers handed out in the material's ledger (its entries, on an item older than reservations). */
export const reservedOf = (item: Record<string, unknown> | null | undefined): number =>
  Number(item?.[RESERVED] ?? item?.[ENTRIES] ?? 0);

/** The reservations of the stock item whose entries have not landed. */
export const pendingOf = (item: Record<string, unknown> | null | undefined): PendingRange[] =>
  Object.entries(item ?? {}).flatMap(([name, value]) =>
    name.startsWith(PENDING) ? [{ start: Number(value), count: Number(name.split(':').at(-1)) }] : [],
  );

/**
 * Tries of one reservation. AWS refuses it (TransactionConflictException) while a posting's
 * transaction holds the stock item, which every posting to the material does for the length of
 * its transaction: under a burst of postings to one material the item is seldom free. The pauses
 * (kit/held-item-pause.ts: about a transaction's length, plus jitter; at most 0.4 s each) add up
 * to 7.6 s at most before the posting answers 409 busy; the local cloud refuses as AWS does
 * (checked-endpoint.ts). Pausing for about a transaction's length, not `backoff`'s 10-20 ms at
 * first, sends fewer refused calls for the same wait (docs/load.md, 28 November).
 */
const RESERVE_ATTEMPTS = 20;

/**
 * `count` numbers for one chunk in one material's ledger: the first. Refused when the chunk holds
 * a reservation already (answered from the item: the same numbers again) or when the item has
 * `entries` but no `reserved` yet (started from its entries, then reserved).
 */
const reserveIn = async (
  companyId: number,
  materialId: number,
  name: string,
  count: number,
): Promise<{ first: number; unit: string | undefined }> => {
  const key = balanceKey(companyId, materialId);
  for (let attempt = 0; attempt < RESERVE_ATTEMPTS; attempt++) {
    // A posting's transaction held the item: sent again once such a transaction is likely over.
    if (attempt > 0) await pauseForHeldItem(attempt);
    try {
      const out = await documentClient.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression:
            'SET #r = if_not_exists(#r, :zero) + :n, #p = if_not_exists(#r, :zero), #m = :m, #k = :k',
          ConditionExpression:
            'attribute_not_exists(#p) AND (attribute_exists(#r) OR attribute_not_exists(#e))',
          ExpressionAttributeNames: {
            '#r': RESERVED,
            '#p': name,
            '#e': ENTRIES,
            '#m': 'material_id',
            '#k': 'kind',
          },
          ExpressionAttributeValues: { ':zero': 0, ':n': count, ':m': materialId, ':k': 'stock' },
          // The whole item: its unit, when a posting checked it before (unit-checks.ts), too.
          ReturnValues: 'ALL_NEW',
        }),
      );
      return { first: Number(out.Attributes?.[name]), unit: stampOf(out.Attributes) };
    } catch (error) {
      if (isTransactionConflict(error)) continue;
      if (!isConditionFailed(error)) throw error;
    }
    const item = await getItem(key, { consistent: true });
    if (item?.[name] !== undefined) return { first: Number(item[name]), unit: stampOf(item) };
    try {
      await documentClient.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: 'SET #r = #e',
          ConditionExpression: 'attribute_not_exists(#r) AND attribute_exists(#e)',
          ExpressionAttributeNames: { '#r': RESERVED, '#e': ENTRIES },
        }),
      );
    } catch (error) {
      if (!isConditionFailed(error) && !isTransactionConflict(error)) throw error;
    }
  }
  throw conflict(postingMessages.busy);
};

/**
 * The chunk's numbers in each of its materials' ledgers (one write each, all at once): the first
 * of each. The reservations made the stock items, so the materials' units are fixed: the planned
 * ones are checked now (UnitChanged), before anything of the posting is written.
 */
export const reserveSequences = async (
  companyId: number,
  request: SequenceRequest,
): Promise<Map<number, number>> => {
  const reserved = await Promise.all(
    [...request.counts].map(
      async ([materialId, count]) =>
        [
          materialId,
          await reserveIn(
            companyId,
            materialId,
            pendingAttribute(request.postingId, request.chunk, count),
            count,
          ),
        ] as const,
    ),
  );
  if (request.units)
    await checkUnits(companyId, request.units, new Map(reserved.map(([id, r]) => [id, r.unit])));
  return new Map(reserved.map(([id, r]) => [id, r.first]));
};
