import { quantity } from '@bp/shared/quantity/quantity.ts';
import { describe, expect, it } from 'vitest';
import { Conflict, conflict } from '../errors.ts';
import type {
  ChunkCommit,
  ChunkResult,
  CountsMoved,
  PostingCommitPort,
  PostingHeader,
} from './commit-posting-port.ts';
import { commitPosting, postingMessages } from './commit-posting.ts';
import { type HoldGuard, HoldsChanged } from '../holds/hold-guard.ts';
import { lotRefKey, MOVEMENTS_PER_CHUNK } from './plan-posting.ts';
import { SupplierLotTaken } from './supplier-lot-claim.ts';
import type { LedgerEntry, Movement, Posting, ResolvedLot } from './posting.ts';

const by = { userId: 1, firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' };
const posting = (count: number, key = 'k1', qty = '1'): Posting => ({
  key,
  movements: Array.from({ length: count }, (_, i): Movement => ({
    materialId: 1 + (i % 2),
    lotCode: `L${i % 3}`,
    qtyDelta: quantity(qty),
    type: 'goods_receipt',
    source: null,
    note: null,
  })),
  by,
  submittedAt: '2026-01-02T03:04:05.000Z',
  recordedAt: '2026-01-02T03:04:06.000Z',
});

/**
 * Our own port kept in memory with the transaction's rules: all or nothing, the proof refused as
 * 'applied', the counts conditioned on the ones read, merged lots refused. `before` runs ahead of
 * each commit to play another writer, a crash or a refusal.
 */
const memoryPort = (
  before: (c: ChunkCommit, n: number) => void = () => {},
  { learn = false }: { learn?: boolean } = {},
) => {
  /** Reads of the counts and pauses taken, to tell a retry from the refusal from one that read again. */
  const spent = { countReads: 0, pauses: 0 };
  const headers = new Map<string, PostingHeader>();
  const markers = new Set<string>();
  const entries = new Map<string, LedgerEntry>();
  const counts = new Map<number, number>();
  const lots = new Map<string, number>();
  const merged = new Map<number, number>();
  let nextLot = 100;
  let commits = 0;
  const holdEpoch = { value: 0 };
  const guards: { at: string; guard: HoldGuard | undefined }[] = [];
  /** Supplier lot claims: their code to our lot id. */
  const claims = new Map<string, number>();
  const port: PostingCommitPort = {
    header: async (_c, pid) => headers.get(pid) ?? null,
    entries: async (_c, _pid, n) => [...entries.values()].slice(0, n),
    prepare: async (_c, reads) => {
      const header = reads.postingId === null ? undefined : headers.get(reads.postingId);
      if (header) return { header, lots: null, counts: null };
      const resolved = new Map<string, ResolvedLot>();
      for (const need of reads.needs) {
        const key = `${need.materialId}|${need.lotCode}`;
        if (!lots.has(key)) lots.set(key, nextLot++);
        let id = lots.get(key) as number;
        while (merged.has(id)) id = merged.get(id) as number;
        resolved.set(lotRefKey(need.materialId, need.lotCode), { lotId: id, lotCode: need.lotCode });
      }
      if (reads.countsOf.length) spent.countReads++;
      return {
        header: null,
        lots: resolved,
        counts: new Map(reads.countsOf.map((id) => [id, counts.get(id) ?? 0])),
      };
    },
    ledgerCounts: async (_c, ids) => {
      spent.countReads++;
      return new Map(ids.map((id) => [id, counts.get(id) ?? 0]));
    },
    begin: async (_c, pid, h, guard) => {
      if (headers.has(pid)) return 'applied';
      guards.push({ at: 'begin', guard });
      if (guard && guard.epoch !== holdEpoch.value) throw new HoldsChanged();
      headers.set(pid, h);
      return 'done';
    },
    commitChunk: async (_c, c): Promise<ChunkResult | CountsMoved> => {
      before(c, commits++);
      guards.push({ at: c.proof.kind === 'header' ? 'header' : `chunk ${c.proof.index}`, guard: c.guard });
      if (c.guard && c.guard.epoch !== holdEpoch.value) throw new HoldsChanged();
      const proof = c.proof.kind === 'header' ? c.postingId : `${c.postingId}#${c.proof.index}`;
      if (c.proof.kind === 'header' ? headers.has(proof) : markers.has(proof)) return 'applied';
      // Like the adapter's ALL_OLD: with `learn`, the refusal carries every moved count as it is now.
      const moved = [...c.counts].filter(([id, count]) => (counts.get(id) ?? 0) !== count.seen);
      if (moved.length && learn)
        return { countsMoved: new Map(moved.map(([id]) => [id, counts.get(id) ?? 0])) };
      if (moved.length) return 'lost-race';
      if ([...c.lotEntries.keys()].some((id) => merged.has(id))) return 'lot-merged';
      for (const e of c.entries) {
        if (entries.has(e.id)) throw new Error(`entry ${e.id} written twice`);
        entries.set(e.id, e);
      }
      for (const [id, count] of c.counts) counts.set(id, count.next);
      if (c.proof.kind === 'header') headers.set(c.postingId, c.proof.header);
      else markers.add(proof);
      if (c.final && c.proof.kind === 'marker')
        headers.set(c.postingId, { ...(headers.get(c.postingId) as PostingHeader), done: true });
      return 'done';
    },
    claimSupplierLots: async (_c, list) => {
      const taken = list.find((c) => (claims.get(c.supplierLotCode) ?? c.lotId) !== c.lotId);
      if (taken) throw new SupplierLotTaken(taken);
      for (const c of list) claims.set(c.supplierLotCode, c.lotId);
    },
    backoff: async () => {
      spent.pauses++;
    },
  };
  return { port, entries, counts, markers, merged, lots, headers, holdEpoch, guards, claims, spent };
};

const sequencesOf = (list: Iterable<LedgerEntry>, materialId: number) =>
  [...list]
    .filter((e) => e.materialId === materialId)
    .map((e) => e.sequence)
    .sort((a, b) => (a as number) - (b as number));

describe('commitPosting', () => {
  it('guards only its first transaction with the hold epoch; a hold placed since fails it, writing nothing', async () => {
    const one = memoryPort();
    one.holdEpoch.value = 1;
    await expect(commitPosting(one.port, 7, posting(2), { epoch: 0 })).rejects.toThrow(HoldsChanged);
    expect(one.entries.size).toBe(0);
    await commitPosting(one.port, 7, posting(2), { epoch: 1 });
    expect(one.entries.size).toBe(2);
    expect(one.guards.map((g) => [g.at, g.guard?.epoch])).toEqual([
      ['header', 0],
      ['header', 1],
    ]);

    const size = MOVEMENTS_PER_CHUNK + 3;
    const several = memoryPort();
    several.holdEpoch.value = 4;
    await expect(commitPosting(several.port, 7, posting(size), { epoch: 3 })).rejects.toThrow(HoldsChanged);
    expect(several.headers.size).toBe(0);
    await commitPosting(several.port, 7, posting(size), { epoch: 4 });
    // Once begun (the header), its chunks are the posting's and are not guarded again.
    expect(several.guards.map((g) => [g.at, g.guard?.epoch])).toEqual([
      ['begin', 3],
      ['begin', 4],
      ['chunk 0', undefined],
      ['chunk 1', undefined],
    ]);
    expect(several.entries.size).toBe(size);
  });

  it('claims supplier lots for the resolved lots before the first transaction; one taken stops it, writing nothing', async () => {
    const claim = {
      materialId: 1,
      supplierId: 5,
      supplierLotCode: 'MILL-7',
      lotCode: 'L0',
      date: '2026-01-02',
    };
    const mem = memoryPort();
    await commitPosting(mem.port, 7, { ...posting(2), supplierLots: [claim] });
    const lotL0 = mem.lots.get('1|L0');
    expect(mem.claims.get('MILL-7')).toBe(lotL0);
    // The same claim again (a retried submit of the same lot) holds; for another lot it is refused.
    await commitPosting(mem.port, 7, { ...posting(2, 'k2'), supplierLots: [claim] });
    const other = { ...posting(2, 'k3'), supplierLots: [{ ...claim, materialId: 2, lotCode: 'L1' }] };
    mem.claims.set('MILL-7', 999);
    await expect(commitPosting(mem.port, 7, other)).rejects.toThrow(SupplierLotTaken);
    expect(mem.headers.size).toBe(2);
    expect(mem.entries.size).toBe(4);
  });

  it('retries a lost race on fresh counts: the entries follow the other writer’s', async () => {
    const mem = memoryPort((c, n) => {
      // Another posting numbers three entries of material 1 just before our first commit.
      if (n === 0) mem.counts.set(1, 3);
    });
    const out = await commitPosting(mem.port, 7, posting(4));
    expect(out.replayed).toBe(false);
    expect(sequencesOf(out.entries, 1)).toEqual([3, 4]);
    expect(sequencesOf(out.entries, 2)).toEqual([0, 1]);
    expect(mem.counts.get(1)).toBe(5);
  });

  it('numbers again from the counts the refusal carries: no read, the same sequences', async () => {
    const other = (mem: ReturnType<typeof memoryPort>) => (_c: ChunkCommit, n: number) => {
      // Other postings number entries of material 1 before our first two tries.
      if (n < 2) mem.counts.set(1, (mem.counts.get(1) ?? 0) + 3);
    };
    const reread: ReturnType<typeof memoryPort> = memoryPort((c, n) => other(reread)(c, n));
    const learnt: ReturnType<typeof memoryPort> = memoryPort((c, n) => other(learnt)(c, n), { learn: true });
    const [a, b] = [
      await commitPosting(reread.port, 7, posting(4)),
      await commitPosting(learnt.port, 7, posting(4)),
    ];
    expect(sequencesOf(b.entries, 1)).toEqual([6, 7]);
    expect(sequencesOf(b.entries, 2)).toEqual([0, 1]);
    expect(b.entries).toEqual(a.entries);
    expect(learnt.counts).toEqual(reread.counts);
    // One read of the counts before the first try; each of the two lost races re-read before.
    // Both pause before a retry: losers of one race retrying at once lose to each other again.
    expect(learnt.spent).toEqual({ countReads: 1, pauses: 2 });
    expect(reread.spent).toEqual({ countReads: 3, pauses: 2 });
  });

  it('gives up with a Conflict when the race is lost every time, even learning each count', async () => {
    const mem = memoryPort(() => mem.counts.set(1, (mem.counts.get(1) ?? 0) + 1), { learn: true });
    await expect(commitPosting(mem.port, 7, posting(2))).rejects.toBeInstanceOf(Conflict);
    expect(mem.entries.size).toBe(0);
  });

  it('resumes after a crash: applied chunks are skipped, every entry exists once', async () => {
    const size = MOVEMENTS_PER_CHUNK * 3 + 5;
    let crash = true;
    const mem = memoryPort((c) => {
      if (c.proof.kind === 'marker' && c.proof.index === 2 && crash) {
        crash = false;
        throw new Error('the process died');
      }
    });
    await expect(commitPosting(mem.port, 7, posting(size))).rejects.toThrow('the process died');
    expect(mem.entries.size).toBe(MOVEMENTS_PER_CHUNK * 2);

    const out = await commitPosting(mem.port, 7, posting(size));
    expect(out.replayed).toBe(false);
    expect(out.entries).toHaveLength(size);
    expect(mem.entries.size).toBe(size);
    // Chunks 0 and 1 were offered again and answered 'applied'; only 2 and 3 were written anew.
    expect(mem.markers.size).toBe(4);
    expect(sequencesOf(mem.entries.values(), 1)).toEqual(Array.from({ length: size / 2 + 0.5 }, (_, i) => i));
    expect([...mem.headers.values()][0]?.done).toBe(true);

    const again = await commitPosting(mem.port, 7, posting(size));
    expect(again.replayed).toBe(true);
    expect(mem.entries.size).toBe(size);
  });

  it('keeps the dates of the posting it resumes', async () => {
    const size = MOVEMENTS_PER_CHUNK + 1;
    let crash = true;
    const mem = memoryPort((c) => {
      if (c.proof.kind === 'marker' && c.proof.index === 1 && crash) {
        crash = false;
        throw new Error('the process died');
      }
    });
    await expect(commitPosting(mem.port, 7, posting(size))).rejects.toThrow();
    const later = { ...posting(size), recordedAt: '2027-01-01T00:00:00.000Z' };
    const out = await commitPosting(mem.port, 7, later);
    expect(out.entries.at(-1)?.recordedAt).toBe('2026-01-02T03:04:06.000Z');
  });

  it('resolves the lots again when one was merged away meanwhile', async () => {
    const mem = memoryPort((c, n) => {
      if (n === 0) mem.merged.set([...c.lotEntries.keys()][0] as number, 999);
    });
    const out = await commitPosting(mem.port, 7, posting(3));
    expect(out.entries.some((e) => e.lotId === 999)).toBe(true);
    expect(mem.entries.size).toBe(3);
  });

  it('surfaces a refusal of the last transaction as its typed error, writing nothing', async () => {
    const mem = memoryPort((c) => {
      if (c.final) throw conflict('This submission changed while it was being submitted');
    });
    const failure = commitPosting(mem.port, 7, posting(2));
    await expect(failure).rejects.toBeInstanceOf(Conflict);
    expect(mem.entries.size).toBe(0);
  });

  it('answers a key reused for a different posting with a Conflict', async () => {
    const mem = memoryPort();
    await commitPosting(mem.port, 7, posting(2));
    const reused = commitPosting(mem.port, 7, posting(2, 'k1', '2'));
    await expect(reused).rejects.toBeInstanceOf(Conflict);
    await expect(commitPosting(mem.port, 7, posting(2, 'k1', '2'))).rejects.toThrow(
      postingMessages.keyReused,
    );
  });

  it('gives up with a Conflict when the race is lost every time', async () => {
    const mem = memoryPort(() => mem.counts.set(1, (mem.counts.get(1) ?? 0) + 1));
    await expect(commitPosting(mem.port, 7, posting(2))).rejects.toBeInstanceOf(Conflict);
    expect(mem.entries.size).toBe(0);
  });
});
