import type { LotRecord } from '../inventory/lot.ts';
import {
  kindOfLink,
  LINK_KINDS,
  type LinkKind,
  type LotRef,
  type StoredLink,
  type TracePorts,
} from './ports.ts';

/**
 * The part of the company's data one trace needs: the lots reached from the traced lot in both
 * directions, each with the links stored in its partition (and in the partitions of the lots
 * merged into it). Read level by level: each level is one batched get of its new lots and one
 * partition query per new lot, so the cost follows the trace's width and depth, never the
 * company's size. Lots are keyed by id (ids are unique in a company). Of a lot reached only
 * forward, the links into it from other inputs (`in`) are not read: nothing shows them.
 */
export interface TraceData {
  root: LotRecord;
  /** Every lot read, merged-away ones included (they lead to their survivor). */
  lots: Map<number, LotRecord>;
  /** Links by surviving lot id: those the walks that reached it need (`kindsFor`). */
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

/**
 * The kinds of link a walk reads of each lot it reaches. A trace (`events`) shows every lot's
 * receipts and shipments; walking back it reads the whole partition, since a production link
 * between an ancestor and a descendant of the traced lot (both in the graph: the FSMA export's
 * step) is kept in the ancestor's `out` links and the descendant's `in` links, and the latter
 * are not read. A hold's walk needs only the links it follows.
 */
export const kindsFor = (direction: 'forward' | 'backward', events: boolean): readonly LinkKind[] => {
  if (!events) return [direction === 'forward' ? 'out' : 'in'];
  return direction === 'forward' ? ['out', 'receipt', 'shipment'] : LINK_KINDS;
};

/** A lot's partition as read so far: its links by kind, in sort key order within each kind. */
type Partition = Map<LinkKind, StoredLink[]>;

const partitionLinks = (partition: Partition | undefined): StoredLink[] =>
  partition ? LINK_KINDS.flatMap((kind) => partition.get(kind) ?? []) : [];

export const loadTraceData = async (
  ports: Pick<TracePorts, 'lots' | 'links'>,
  companyId: number,
  root: LotRecord,
  /** A hold check walks back only, a hold's preview forward only. */
  directions: readonly ('forward' | 'backward')[] = ['forward', 'backward'],
  /** Partitions read already, whole (the traced lot's, read beside its item): not read again. */
  known: ReadonlyMap<number, StoredLink[]> = new Map(),
  /** The receipts and shipments of each lot are wanted too (a trace); a hold's walk needs none. */
  events = true,
): Promise<TraceData> => {
  const lots = new Map<number, LotRecord>([[root.id, root]]);
  /** Links by the lot partition they were read from. */
  const partitions = new Map<number, Partition>();
  const store = (lotId: number, kinds: readonly LinkKind[], found: readonly StoredLink[]) => {
    const partition = partitions.get(lotId) ?? new Map<LinkKind, StoredLink[]>();
    for (const kind of kinds) partition.set(kind, []);
    // Only the kinds asked for: a read may bring others, which another read may have stored.
    for (const link of found)
      if (kinds.includes(kindOfLink(link))) partition.get(kindOfLink(link))?.push(link);
    partitions.set(lotId, partition);
  };
  for (const [lotId, found] of known) store(lotId, LINK_KINDS, found);
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

  /**
   * Partition reads in flight, by lot and kind: the two walks start from the same root and share
   * its read; a lot both walks reach has the kinds the first did not read read once more.
   */
  const reading = new Map<string, Promise<void>>();
  const readPartitions = async (lotIds: readonly number[], kinds: readonly LinkKind[]) => {
    const ids = [...new Set(lotIds)];
    const missing = new Map<string, { kinds: LinkKind[]; ids: number[] }>();
    for (const id of ids) {
      const want = kinds.filter((k) => !partitions.get(id)?.has(k) && !reading.has(`${id}#${k}`));
      if (!want.length) continue;
      const group = missing.get(want.join()) ?? { kinds: want, ids: [] };
      group.ids.push(id);
      missing.set(want.join(), group);
    }
    for (const group of missing.values()) {
      const read = ports.links(companyId, group.ids, group.kinds).then((found) => {
        for (const id of group.ids) store(id, group.kinds, found.get(id) ?? []);
      });
      for (const id of group.ids) for (const k of group.kinds) reading.set(`${id}#${k}`, read);
    }
    await Promise.all(ids.flatMap((id) => kinds.map((k) => reading.get(`${id}#${k}`))));
  };

  /** The links of surviving lots: usually read already with the level; merged lots' partitions now. */
  const assemble = async (survivors: readonly number[], kinds: readonly LinkKind[]) => {
    const partitionsOf = (id: number) => [id, ...(lots.get(id)?.mergedLotIds ?? [])];
    await readPartitions(survivors.flatMap(partitionsOf), kinds);
    for (const id of survivors) {
      const merged = new Map<string, StoredLink>();
      for (const p of partitionsOf(id))
        for (const link of partitionLinks(partitions.get(p))) merged.set(linkKey(link), link);
      links.set(id, [...merged.values()]);
    }
  };

  // Each level is one round trip: the next lots' items and their partitions are read together
  // (a lot's id names its partition); only a merged lot costs a second read.
  const walk = async (direction: 'forward' | 'backward'): Promise<Set<number>> => {
    const kinds = kindsFor(direction, events);
    const reached = new Set<number>([root.id]);
    await assemble([root.id], kinds);
    let frontier = [root.id];
    while (frontier.length) {
      const refs = frontier.flatMap((id) => neighbours(links.get(id) ?? [], direction));
      const fresh = refs.filter((r) => !reached.has(r.lotId));
      await Promise.all([
        readLots(fresh),
        readPartitions(
          fresh.map((r) => r.lotId),
          kinds,
        ),
      ]);
      const next = new Set<number>();
      for (const ref of refs) {
        const id = survivorOf(lots, ref.lotId);
        if (lots.has(id) && !reached.has(id)) next.add(id);
      }
      for (const id of next) reached.add(id);
      frontier = [...next];
      await assemble(frontier, kinds);
    }
    return reached;
  };

  // The root's partitions (its own, those merged into it) in one read of what both walks need.
  await assemble(
    [root.id],
    LINK_KINDS.filter((k) => directions.some((d) => kindsFor(d, events).includes(k))),
  );
  const only = async (direction: 'forward' | 'backward') =>
    directions.includes(direction) ? walk(direction) : new Set<number>([root.id]);
  const [forward, backward] = await Promise.all([only('forward'), only('backward')]);
  return { root, lots, links, forward, backward };
};
