import type { LotRecord } from '../inventory/lot.ts';
import type { LotRef, StoredLink, TracePorts } from './ports.ts';

/**
 * The part of the company's data one trace needs: the lots reached from the traced lot in both
 * directions, each with the links stored in its partition (and in the partitions of the lots
 * merged into it). Read level by level: each level is one batched get of its new lots and one
 * partition query per new lot, so the cost follows the trace's width and depth, never the
 * company's size. Lots are keyed by id (ids are unique in a company).
 */
export interface TraceData {
  root: LotRecord;
  /** Every lot read, merged-away ones included (they lead to their survivor). */
  lots: Map<number, LotRecord>;
  /** Links by surviving lot id. */
  links: Map<number, StoredLink[]>;
  /** Surviving lots reached forward (what the root went into), the root included. */
  forward: Set<number>;
  /** Surviving lots reached backward (what went into the root), the root included. */
  backward: Set<number>;
}

/** A lot merged away leads to its survivor (a chain when the survivor was merged later). */
export const survivorOf = (lots: ReadonlyMap<number, LotRecord>, lotId: number): number => {
  let id = lotId;
  for (let hops = 0; hops < 64; hops++) {
    const next = lots.get(id)?.mergedInto;
    if (next === null || next === undefined) return id;
    id = next;
  }
  return id;
};

const linkKey = (l: StoredLink): string =>
  `${l.type}#${l.type === 'production' ? l.direction : ''}#${l.submissionId}#${l.rowId}`;

/** The lots a lot's production links lead to, one step in the direction. */
export const neighbours = (links: readonly StoredLink[], direction: 'forward' | 'backward'): LotRef[] =>
  links.flatMap((l) => {
    if (l.type !== 'production') return [];
    if (direction === 'forward' && l.direction === 'out')
      return [{ materialId: l.outputMaterialId, lotId: l.outputLotId }];
    if (direction === 'backward' && l.direction === 'in')
      return [{ materialId: l.inputMaterialId, lotId: l.inputLotId }];
    return [];
  });

export const loadTraceData = async (
  ports: Pick<TracePorts, 'lots' | 'links'>,
  companyId: number,
  root: LotRecord,
  /** A hold check walks back only, a hold's preview forward only. */
  directions: readonly ('forward' | 'backward')[] = ['forward', 'backward'],
  /** Partitions read already (the traced lot's, read beside its item): not read again. */
  known: ReadonlyMap<number, StoredLink[]> = new Map(),
): Promise<TraceData> => {
  const lots = new Map<number, LotRecord>([[root.id, root]]);
  /** Links by the lot partition they were read from. */
  const partitions = new Map<number, StoredLink[]>(known);
  /** Links by surviving lot: its own partition's and those of the lots merged into it. */
  const links = new Map<number, StoredLink[]>();

  /** Reads the lots not read yet, then the survivors of those merged away, until all are known. */
  const readLots = async (refs: readonly LotRef[]) => {
    let missing = refs.filter((r) => !lots.has(r.lotId));
    while (missing.length) {
      const unique = [...new Map(missing.map((r) => [r.lotId, r])).values()];
      for (const lot of await ports.lots(companyId, unique)) lots.set(lot.id, lot);
      missing = unique.flatMap((r) => {
        const lot = lots.get(r.lotId);
        return lot?.mergedInto != null && !lots.has(lot.mergedInto)
          ? [{ materialId: lot.materialId, lotId: lot.mergedInto }]
          : [];
      });
    }
  };

  /** Partition reads in flight: the two walks start from the same root and share its read. */
  const reading = new Map<number, Promise<void>>();
  const readPartitions = async (lotIds: readonly number[]) => {
    const ids = [...new Set(lotIds)];
    const todo = ids.filter((id) => !partitions.has(id) && !reading.has(id));
    if (todo.length) {
      const read = ports.links(companyId, todo).then((found) => {
        for (const id of todo) partitions.set(id, found.get(id) ?? []);
      });
      for (const id of todo) reading.set(id, read);
    }
    await Promise.all(ids.map((id) => reading.get(id)));
  };

  /** The links of surviving lots: usually read already with the level; merged lots' partitions now. */
  const assemble = async (survivors: readonly number[]) => {
    const partitionsOf = (id: number) => [id, ...(lots.get(id)?.mergedLotIds ?? [])];
    await readPartitions(survivors.flatMap(partitionsOf));
    for (const id of survivors) {
      if (links.has(id)) continue;
      const merged = new Map<string, StoredLink>();
      for (const p of partitionsOf(id))
        for (const link of partitions.get(p) ?? []) merged.set(linkKey(link), link);
      links.set(id, [...merged.values()]);
    }
  };

  // Each level is one round trip: the next lots' items and their partitions are read together
  // (a lot's id names its partition); only a merged lot costs a second read.
  const walk = async (direction: 'forward' | 'backward'): Promise<Set<number>> => {
    const reached = new Set<number>([root.id]);
    await assemble([root.id]);
    let frontier = [root.id];
    while (frontier.length) {
      const refs = frontier.flatMap((id) => neighbours(links.get(id) ?? [], direction));
      const fresh = refs.filter((r) => !reached.has(r.lotId));
      await Promise.all([readLots(fresh), readPartitions(fresh.map((r) => r.lotId))]);
      const next = new Set<number>();
      for (const ref of refs) {
        const id = survivorOf(lots, ref.lotId);
        if (lots.has(id) && !reached.has(id)) next.add(id);
      }
      for (const id of next) reached.add(id);
      frontier = [...next];
      await assemble(frontier);
    }
    return reached;
  };

  const only = async (direction: 'forward' | 'backward') =>
    directions.includes(direction) ? walk(direction) : new Set<number>([root.id]);
  const [forward, backward] = await Promise.all([only('forward'), only('backward')]);
  return { root, lots, links, forward, backward };
};
