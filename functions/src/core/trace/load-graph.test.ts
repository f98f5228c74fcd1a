import { fromThousandths } from '@bp/shared/quantity/quantity.ts';
import { describe, expect, it } from 'vitest';
import type { LotRecord } from '../inventory/lot.ts';
import { kindsFor, loadTraceData } from './load-graph.ts';
import { kindOfLink, type LinkKind, type LotRef, type StoredLink, type TracePorts } from './ports.ts';

const lot = (id: number): LotRecord => ({
  id,
  materialId: id * 10,
  lotCode: `L${id}`,
  origin: 'goods_receipt',
  registeredAt: '2026-01-01T00:00:00.000Z',
  notes: null,
  quantity: fromThousandths(1000),
  mergedInto: null,
  aliases: [],
  mergedLotIds: [],
});

/** input -> output in submission `s`, as the submit stores it: `out` in the input's partition, `in` in the output's. */
const run = (input: number, output: number, s: number): [number, StoredLink][] => {
  const common = {
    type: 'production',
    submissionId: s,
    rowId: input,
    date: '2026-01-02',
    inputMaterialId: input * 10,
    inputLotId: input,
    outputMaterialId: output * 10,
    outputLotId: output,
    quantityUsed: fromThousandths(500),
    quantityProduced: fromThousandths(2000),
  } as const;
  return [
    [input, { ...common, direction: 'out' }],
    [output, { ...common, direction: 'in' }],
  ];
};
const receipt = (lotId: number, s: number): [number, StoredLink] => [
  lotId,
  {
    type: 'receipt',
    submissionId: s,
    rowId: 1,
    date: '2026-01-01',
    materialId: lotId * 10,
    lotId,
    supplierId: 7,
    poNumber: null,
    quantity: fromThousandths(1000),
  },
];

/** An in-memory store of partitions that answers only the kinds asked for and records each read. */
const store = (stored: [number, StoredLink][]) => {
  const reads: { lotId: number; kinds: readonly LinkKind[] }[] = [];
  const ports: Pick<TracePorts, 'lots' | 'links'> = {
    lots: async (_c, refs: readonly LotRef[]) => refs.map((r) => lot(r.lotId)),
    links: async (_c, lotIds, kinds = ['in', 'out', 'receipt', 'shipment']) => {
      for (const lotId of lotIds) reads.push({ lotId, kinds });
      return new Map(
        lotIds.map((id) => [
          id,
          stored.flatMap(([at, l]) => (at === id && kinds.includes(kindOfLink(l)) ? [l] : [])),
        ]),
      );
    },
  };
  return { ports, reads };
};

const kinds = (links: readonly StoredLink[] | undefined) => (links ?? []).map(kindOfLink).sort();

describe('loadTraceData: what it reads of each lot', () => {
  // 1 -> 3 and 2 -> 3 (3 made from both), 3 -> 4; 1 received.
  const plant = [...run(1, 3, 100), ...run(2, 3, 100), ...run(3, 4, 101), receipt(1, 50)];

  it('reads a lot reached only forward without the links from its other inputs', async () => {
    const { ports, reads } = store(plant);
    const data = await loadTraceData(ports, 1, lot(1));
    expect([...data.forward].sort()).toEqual([1, 3, 4]);
    expect(reads.find((r) => r.lotId === 3)?.kinds).toEqual(kindsFor('forward', true));
    expect(kinds(data.links.get(3))).toEqual(['out']);
    // The root, reached by both walks, has every kind; its receipt is kept.
    expect(kinds(data.links.get(1))).toEqual(['out', 'receipt']);
  });

  it('reads a lot reached backward whole: a step from an ancestor into a descendant is found', async () => {
    // 1 -> 2 -> 3 and 1 -> 3 (an intermediate and more of the same raw lot): traced from 2.
    const { ports } = store([...run(1, 2, 100), ...run(2, 3, 101), ...run(1, 3, 101)]);
    const data = await loadTraceData(ports, 1, lot(2));
    expect([...data.backward].sort()).toEqual([1, 2]);
    expect([...data.forward].sort()).toEqual([2, 3]);
    const intoThree = (data.links.get(1) ?? []).filter(
      (l) => l.type === 'production' && l.direction === 'out' && l.outputLotId === 3,
    );
    expect(intoThree).toHaveLength(1);
  });

  it('reads the kinds a lot lacks once more when the other walk reaches it (a cycle)', async () => {
    // 1 -> 2 -> 1 (bad data): 2 is reached forward, then backward.
    const { ports, reads } = store([...run(1, 2, 100), ...run(2, 1, 101), receipt(2, 50)]);
    const data = await loadTraceData(ports, 1, lot(1));
    expect(data.forward.has(2) && data.backward.has(2)).toBe(true);
    expect(kinds(data.links.get(2))).toEqual(['in', 'out', 'receipt']);
    // No kind of a partition is read twice.
    const kindReads = reads.flatMap((r) => r.kinds.map((k) => `${r.lotId}#${k}`));
    expect(new Set(kindReads).size).toBe(kindReads.length);
    // Each link once, in the partition's order (IN# < OUT# < RCV#).
    expect((data.links.get(2) ?? []).map(kindOfLink)).toEqual(['in', 'out', 'receipt']);
  });

  it("reads only the links a hold's walk follows", async () => {
    const { ports, reads } = store(plant);
    const back = await loadTraceData(ports, 1, lot(3), ['backward'], new Map(), false);
    expect([...back.backward].sort()).toEqual([1, 2, 3]);
    expect(reads.every((r) => r.kinds.join() === 'in')).toBe(true);
    reads.length = 0;
    const forward = await loadTraceData(ports, 1, lot(1), ['forward'], new Map(), false);
    expect([...forward.forward].sort()).toEqual([1, 3, 4]);
    expect(reads.every((r) => r.kinds.join() === 'out')).toBe(true);
  });

  it('reads nothing more of a lot with no links', async () => {
    const { ports, reads } = store([]);
    const data = await loadTraceData(ports, 1, lot(9), ['forward', 'backward'], new Map([[9, []]]));
    expect(reads).toEqual([]);
    expect([...data.forward]).toEqual([9]);
    expect(data.links.get(9)).toEqual([]);
  });
});
