import { createHash } from 'node:crypto';
import { add, isZero, type Thousandths } from '@bp/shared/quantity/quantity.ts';
import { cleanLotCode, lotCodeKey } from './lot-code.ts';
import { originOf } from './origin.ts';
import type { BalanceDelta, LedgerEntry, LotOrigin, Movement, Posting, ResolvedLot } from './posting.ts';
import { anchorOf, type ResolvedTraceLink, resolveLink, type TraceLink } from './trace-link.ts';
import type { PlannedUnits } from './planned-units.ts';

/**
 * Movements per transaction: each movement writes one entry and touches at most one material
 * balance and one lot, plus the chunk's marker, the caller's last writes (two) and the hold
 * guard (one), so 32 movements stay within DynamoDB's 100 items.
 */
export const MOVEMENTS_PER_CHUNK = 32;
/** Items a trace link writes (both directions: a lot's partition and the other side's). */
export const ITEMS_PER_LINK = 2;
/** The items a chunk may write besides its marker: 32 plain movements, or fewer with links. */
const CHUNK_ITEMS = MOVEMENTS_PER_CHUNK * 3;

/** `materialId` + lower-cased code: how a posting names a lot before it is resolved to an id. */
export const lotRefKey = (materialId: number, lotCode: string): string =>
  `${materialId}|${lotCodeKey(lotCode)}`;

/** A lot named by its material and code, as a posting or a hold check names it. */
export interface LotRef {
  materialId: number;
  lotCode: string;
}

export interface LotNeed {
  materialId: number;
  /** The first spelling in the posting, trimmed: kept if the lot is created. */
  lotCode: string;
  /** The origin the lot gets if this posting creates it. */
  origin: LotOrigin;
}

const ORIGIN_RANK: Record<LotOrigin, number> = { goods_receipt: 0, production_output: 1, inconsistent: 2 };

/** The lots a posting names, each once, with the origin it would be created with. */
export const lotsNeeded = (
  movements: readonly Pick<Movement, 'materialId' | 'lotCode' | 'type'>[],
): LotNeed[] => {
  const needs = new Map<string, LotNeed>();
  for (const m of movements) {
    if (m.lotCode === null) continue;
    const key = lotRefKey(m.materialId, m.lotCode);
    const origin = originOf(m.type);
    const known = needs.get(key);
    if (!known) needs.set(key, { materialId: m.materialId, lotCode: cleanLotCode(m.lotCode), origin });
    // A receipt or output in the same posting makes the lot, whatever order the rows came in.
    else if (ORIGIN_RANK[origin] < ORIGIN_RANK[known.origin]) known.origin = origin;
  }
  return [...needs.values()];
};

/** A short stable id of a posting key, the stem of its entry ids. */
export const postingId = (key: string): string => createHash('sha256').update(key).digest('hex').slice(0, 20);

/**
 * What a posting writes, independent of when and by whom: a retry under the same key must
 * carry the same fingerprint, or the key was reused for another request.
 */
export const postingFingerprint = (
  movements: readonly Movement[],
  links: readonly TraceLink[] = [],
): string =>
  createHash('sha256')
    .update(
      JSON.stringify(
        movements.map((m) => [
          m.materialId,
          m.lotCode === null ? null : lotCodeKey(m.lotCode),
          m.qtyDelta,
          m.type,
          m.source,
          m.note,
          // Only when set, so postings without dates keep the fingerprints they were written with.
          ...(m.recordedAt === undefined ? [] : [m.recordedAt]),
          ...(m.rowFields === undefined ? [] : [m.rowFields]),
        ]),
      ),
    )
    // Links change what is written too (a customer edited between a crash and its retry).
    .update(links.length ? JSON.stringify(links) : '')
    .digest('hex');

export interface PostingChunk {
  index: number;
  entries: LedgerEntry[];
  /** Summed per material and per lot (a lot delta has its material's id and the lot's id). */
  deltas: BalanceDelta[];
  /** The trace links anchored to this chunk's movements, with their lots resolved. */
  links: ResolvedTraceLink[];
  /** The posting's planned units (posting.ts), which the chunk's reservation checks. */
  units?: PlannedUnits;
}

const sumDeltas = (entries: readonly LedgerEntry[]): BalanceDelta[] => {
  const sums = new Map<string, BalanceDelta>();
  const bump = (materialId: number, lotId: number | null, delta: Thousandths) => {
    const key = `${materialId}|${lotId ?? ''}`;
    const known = sums.get(key);
    sums.set(key, { materialId, lotId, delta: known ? add(known.delta, delta) : delta });
  };
  for (const e of entries) {
    bump(e.materialId, null, e.qtyDelta);
    if (e.lotId !== null) bump(e.materialId, e.lotId, e.qtyDelta);
  }
  return [...sums.values()].filter((d) => !isZero(d.delta));
};

/**
 * Where a posting's chunks begin and end (movement indexes, end excluded), known before its lots
 * are: a chunk takes movements while they fit, 32 at most, each entry, balance, lot and link item
 * counted, so a posting with trace links stays under DynamoDB's 100 items per transaction.
 */
export const chunkBounds = (movements: number, links: readonly TraceLink[]): [number, number][] => {
  const linksAt = new Map<number, number>();
  for (const link of links) linksAt.set(anchorOf(link), (linksAt.get(anchorOf(link)) ?? 0) + 1);
  const bounds: [number, number][] = [];
  let start = 0;
  while (start < movements) {
    let end = start;
    let items = 0;
    while (end < movements && end - start < MOVEMENTS_PER_CHUNK) {
      const cost = 3 + ITEMS_PER_LINK * (linksAt.get(end) ?? 0);
      if (cost > CHUNK_ITEMS)
        throw new Error(`Movement ${end} carries too many trace links for one transaction`);
      if (items + cost > CHUNK_ITEMS) break;
      items += cost;
      end++;
    }
    bounds.push([start, end]);
    start = end;
  }
  return bounds;
};

/** How many entries each material gets from these movements (or entries): what a chunk reserves. */
export const entriesPerMaterial = (items: readonly { materialId: number }[]): Map<number, number> => {
  const counts = new Map<number, number>();
  for (const { materialId } of items) counts.set(materialId, (counts.get(materialId) ?? 0) + 1);
  return counts;
};

/**
 * The ledger entries and balance changes of a posting, in chunks of at most MOVEMENTS_PER_CHUNK
 * movements. Entry ids derive from the key and the movement's position, so a retry writes the
 * same ids and the store's attribute_not_exists refuses a second copy.
 */
export const planPosting = (posting: Posting, lots: ReadonlyMap<string, ResolvedLot>): PostingChunk[] => {
  if (posting.movements.length === 0) throw new Error('A posting needs at least one movement');
  const stem = postingId(posting.key);
  const entries = posting.movements.map((m, index): LedgerEntry => {
    if (isZero(m.qtyDelta)) throw new Error(`Movement ${index} of posting ${posting.key} moves nothing`);
    const lot = m.lotCode === null ? null : lots.get(lotRefKey(m.materialId, m.lotCode));
    if (lot === undefined) throw new Error(`Lot ${m.lotCode} of material ${m.materialId} was not resolved`);
    return {
      id: `${stem}-${index}`,
      postingKey: posting.key,
      index,
      materialId: m.materialId,
      lotId: lot?.lotId ?? null,
      lotCode: lot?.lotCode ?? null,
      type: m.type,
      qtyDelta: m.qtyDelta,
      submittedAt: posting.submittedAt,
      recordedAt: m.recordedAt ?? posting.recordedAt,
      by: posting.by,
      source: m.source,
      note: m.note,
      ...(m.rowFields === undefined ? {} : { rowFields: m.rowFields }),
    };
  });
  const links = posting.links ?? [];
  const anchored = new Map<number, ResolvedTraceLink[]>();
  for (const link of links) {
    const lotOf = (movement: number) => {
      const entry = entries[movement];
      if (!entry || entry.lotId === null)
        throw new Error(`A trace link names movement ${movement}, which has no lot`);
      return { materialId: entry.materialId, lotId: entry.lotId };
    };
    anchored.set(anchorOf(link), [...(anchored.get(anchorOf(link)) ?? []), resolveLink(link, lotOf)]);
  }
  return chunkBounds(entries.length, links).map(([start, end], index) => {
    const slice = entries.slice(start, end);
    const chunkLinks = slice.flatMap((e) => anchored.get(e.index) ?? []);
    return {
      index,
      entries: slice,
      deltas: sumDeltas(slice),
      links: chunkLinks,
      ...(posting.units ? { units: posting.units } : {}),
    };
  });
};
