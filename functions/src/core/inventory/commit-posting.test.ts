import { quantity } from '@bp/shared/quantity/quantity.ts';
import { describe, expect, it } from 'vitest';
import { Conflict, conflict } from '../errors.ts';
import type { ChunkCommit, ChunkResult, PostingCommitPort, PostingHeader } from './commit-posting-port.ts';
import { commitPosting, postingMessages } from './commit-posting.ts';
import { type HoldGuard, HoldsChanged } from '../holds/hold-guard.ts';
import { lotRefKey, MOVEMENTS_PER_CHUNK } from './plan-posting.ts';
import { SupplierLotTaken } from './supplier-lot-claim.ts';
import { UnitChanged, unitMismatch } from './planned-units.ts';
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
 * 'applied', numbers reserved per chunk (the same again until it lands), the count added, merged
 * lots refused, `conflicts` transactions lost to a conflict. `before` runs ahead of each commit
 * to play another writer, a crash or a refusal.
 */
const memoryPort = (before: (c: ChunkCommit, n: number) => void = () => {}) => {
  /** Reservations made (one a material) and pauses taken. */
  const spent = { reservations: 0, pauses: 0 };
  const unitFixes = { count: 0 };
  /** Numbers handed out per material, and the reservations not landed: `pid:chunk:material` to the first. */
  const reserved = new Map<number, number>();
  const pending = new Map<string, number>();
  const conflicts = { left: 0 };
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
  /** The materials' units now, and the materials whose stock item exists (units fixed). */
  const units = new Map<number, string>();
  const stocked = new Set<number>();
  const unitsFixed = (ids: Iterable<number>, planned: Readonly<Record<string, string>> | undefined) => {
    for (const id of ids) stocked.add(id);
    const changed = planned && unitMismatch(planned, units);
    if (changed !== undefined && stocked.has(changed)) throw new UnitChanged(changed);
  };
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
      return {
        header: null,
        lots: resolved,
        counts: reads.sequences ? await port.reserve(7, reads.sequences) : new Map<number, number>(),
      };
    },
    reserve: async (_c, { postingId, chunk, counts: wanted, units: planned }) => {
      const firsts = new Map(
        [...wanted].map(([id, n]) => {
          spent.reservations++;
          const key = `${postingId}:${chunk}:${id}`;
          if (!pending.has(key)) {
            pending.set(key, reserved.get(id) ?? 0);
            reserved.set(id, (reserved.get(id) ?? 0) + n);
          }
          return [id, pending.get(key) as number] as const;
        }),
      );
      unitsFixed(wanted.keys(), planned);
      return firsts;
    },
    fixUnits: async (_c, planned) => {
      unitFixes.count++;
      unitsFixed(Object.keys(planned).map(Number), planned);
    },
    begin: async (_c, pid, h, guard) => {
      if (headers.has(pid)) return 'applied';
      guards.push({ at: 'begin', guard });
      if (guard && guard.epoch !== holdEpoch.value) throw new HoldsChanged();
      headers.set(pid, h);
      return 'done';
    },
    landedChunks: async (_c, pid, n) =>
      new Set(Array.from({ length: n }, (_, i) => i).filter((i) => markers.has(`${pid}#${i}`))),
    commitChunk: async (_c, c): Promise<ChunkResult> => {
      before(c, commits++);
      guards.push({ at: c.proof.kind === 'header' ? 'header' : `chunk ${c.proof.index}`, guard: c.guard });
      if (c.guard && c.guard.epoch !== holdEpoch.value) throw new HoldsChanged();
      const proof = c.proof.kind === 'header' ? c.postingId : `${c.postingId}#${c.proof.index}`;
      if (c.proof.kind === 'header' ? headers.has(proof) : markers.has(proof)) return 'applied';
      if (conflicts.left > 0) {
        conflicts.left--;
        return 'lost-race';
      }
      const chunk = c.proof.kind === 'header' ? 0 : c.proof.index;
      for (const [id, count] of c.counts)
        if (pending.get(`${c.postingId}:${chunk}:${id}`) !== count.seen)
          throw new Error('numbers not reserved');
      if ([...c.lotEntries.keys()].some((id) => merged.has(id))) return 'lot-merged';
      for (const e of c.entries) {
        if (entries.has(e.id)) throw new Error(`entry ${e.id} written twice`);
        entries.set(e.id, e);
      }
      for (const [id, count] of c.counts) {
        counts.set(id, (counts.get(id) ?? 0) + count.next - count.seen);
        pending.delete(`${c.postingId}:${chunk}:${id}`);
      }
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
  return {
    port,
    entries,
    counts,
    reserved,
    pending,
    conflicts,
    markers,
    merged,
    lots,
    headers,
    holdEpoch,
    guards,
    claims,
    units,
    unitFixes,
    spent,
  };
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

  it('checks the planned units once the stock items exist: a unit changed since the plan stops it, writing nothing', async () => {
    const kg = { units: { '1': 'kg', '2': 'kg' } };
    const one = memoryPort();
    one.units.set(1, 'g');
    await expect(commitPosting(one.port, 7, { ...posting(2), ...kg })).rejects.toThrow(UnitChanged);
    expect([one.entries.size, one.headers.size]).toEqual([0, 0]);
    one.units.set(1, 'kg');
    await commitPosting(one.port, 7, { ...posting(2), ...kg });
    expect(one.entries.size).toBe(2);

    // Several chunks: checked before the header, as the later chunks reserve only after it.
    const several = memoryPort();
    several.units.set(2, 'lb');
    await expect(
      commitPosting(several.port, 7, { ...posting(MOVEMENTS_PER_CHUNK + 3), ...kg }),
    ).rejects.toThrow(UnitChanged);
    expect([several.entries.size, several.headers.size, several.unitFixes.count]).toEqual([0, 0, 1]);

    // A posting without planned units (an adjustment) converts nothing and checks nothing.
    await commitPosting(several.port, 7, posting(MOVEMENTS_PER_CHUNK + 3, 'k2'));
    expect(several.unitFixes.count).toBe(1);
  });

  it('numbers from its own reservation: a posting reserving meanwhile takes the numbers after, no retry', async () => {
    const mem = memoryPort((_c, n) => {
      // Another posting reserves three numbers of material 1 just before our first commit.
      if (n === 0) void mem.port.reserve(7, { postingId: 'other', chunk: 0, counts: new Map([[1, 3]]) });
    });
    const out = await commitPosting(mem.port, 7, posting(4));
    expect(out.replayed).toBe(false);
    expect(sequencesOf(out.entries, 1)).toEqual([0, 1]);
    expect(sequencesOf(out.entries, 2)).toEqual([0, 1]);
    expect(mem.counts.get(1)).toBe(2);
    expect(mem.reserved.get(1)).toBe(5);
    // Only the other's numbers are still pending; ours landed with the entries, with no pause.
    expect([...mem.pending]).toEqual([['other:0:1', 2]]);
    expect(mem.spent).toEqual({ reservations: 3, pauses: 0 });
  });

  it('retries a lost race (a transaction conflict) on the same numbers: no new reservation', async () => {
    const mem = memoryPort();
    mem.conflicts.left = 2;
    const out = await commitPosting(mem.port, 7, posting(4));
    expect(sequencesOf(out.entries, 1)).toEqual([0, 1]);
    expect(mem.spent).toEqual({ reservations: 2, pauses: 2 });
    expect(mem.pending.size).toBe(0);
  });

  it('gets its reservation back after a crash: the same numbers, none handed out twice', async () => {
    let crash = true;
    const mem = memoryPort(() => {
      if (crash) {
        crash = false;
        throw new Error('the process died');
      }
    });
    await expect(commitPosting(mem.port, 7, posting(4))).rejects.toThrow('the process died');
    expect(mem.pending.size).toBe(2);
    // Another posting of material 1 reserves after the crashed one and lands first.
    const other = await commitPosting(mem.port, 7, {
      ...posting(1, 'k2'),
      recordedAt: posting(1).recordedAt,
    });
    expect(sequencesOf(other.entries, 1)).toEqual([2]);
    const out = await commitPosting(mem.port, 7, posting(4));
    expect(sequencesOf(out.entries, 1)).toEqual([0, 1]);
    expect(mem.reserved).toEqual(
      new Map([
        [1, 3],
        [2, 2],
      ]),
    );
    expect(mem.counts).toEqual(
      new Map([
        [1, 3],
        [2, 2],
      ]),
    );
    expect(mem.pending.size).toBe(0);
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
    // Chunks 0 and 1 were skipped (their markers read), numbering nothing again; 2 and 3 written anew.
    expect(mem.markers.size).toBe(4);
    expect(mem.pending.size).toBe(0);
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
    const mem = memoryPort(() => {
      mem.conflicts.left = 1;
    });
    await expect(commitPosting(mem.port, 7, posting(2))).rejects.toBeInstanceOf(Conflict);
    expect(mem.entries.size).toBe(0);
  });
});
