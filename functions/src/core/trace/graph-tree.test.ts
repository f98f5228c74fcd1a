import { fromThousandths } from '@bp/shared/quantity/quantity.ts';
import { describe, expect, it } from 'vitest';
import type { LotRecord } from '../inventory/lot.ts';
import type { MaterialRecord } from '../master-data/records.ts';
import type { TraceContext } from './context.ts';
import { buildGraph } from './graph-tree.ts';
import type { StoredLink } from './ports.ts';

const lot = (id: number, over: Partial<LotRecord> = {}): LotRecord => ({
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
  ...over,
});

/** input -> output, stored in both lots' partitions as the submit writes it. */
const production = (input: number, output: number, submissionId: number): [StoredLink, StoredLink] => {
  const common = {
    type: 'production',
    submissionId,
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
    { ...common, direction: 'out' },
    { ...common, direction: 'in' },
  ];
};

const context = (
  lots: LotRecord[],
  edges: [number, number][],
  root: number,
  forward: number[],
  backward: number[],
) => {
  const links = new Map<number, StoredLink[]>();
  edges.forEach(([i, o], n) => {
    const [out, inn] = production(i, o, n + 1);
    links.set(i, [...(links.get(i) ?? []), out]);
    links.set(o, [...(links.get(o) ?? []), inn]);
  });
  const materials = new Map<number, MaterialRecord>(
    lots.map((l) => [
      l.materialId,
      {
        id: l.materialId,
        name: `M${l.id}`,
        material_type: 'ingredient',
        unit_of_measure: 'kg',
      } as MaterialRecord,
    ]),
  );
  const ctx: TraceContext = {
    root: lots.find((l) => l.id === root) as LotRecord,
    lots: new Map(lots.map((l) => [l.id, l])),
    links,
    forward: new Set(forward),
    backward: new Set(backward),
    materials,
    suppliers: new Map(),
    customers: new Map(),
  };
  return ctx;
};

const codes = (n: { lot_code: string; repeated: string | null; children: unknown[] }): unknown =>
  n.children.length
    ? { [n.lot_code]: (n.children as (typeof n)[]).map(codes) }
    : `${n.lot_code}${n.repeated ? `:${n.repeated}` : ''}`;

describe('buildGraph', () => {
  it('follows both directions to the end', () => {
    const g = buildGraph(
      context(
        [lot(1), lot(2), lot(3), lot(4)],
        [
          [1, 2],
          [2, 3],
          [4, 2],
        ],
        2,
        [2, 3],
        [2, 1, 4],
      ),
    );
    expect(codes(g.forward)).toEqual({ L2: ['L3'] });
    expect(codes(g.backward)).toEqual({ L2: ['L1', 'L4'] });
    expect(g.summary.lot_count).toBe(4);
    expect(g.forward.children[0]?.via).toEqual({
      submission_id: 2,
      date: '2026-01-02',
      quantity_used: 0.5,
      quantity_produced: 2,
    });
  });

  it('stops at a cycle and counts it', () => {
    const g = buildGraph(
      context(
        [lot(1), lot(2), lot(3)],
        [
          [1, 2],
          [2, 3],
          [3, 1],
        ],
        1,
        [1, 2, 3],
        [1, 3, 2],
      ),
    );
    expect(codes(g.forward)).toEqual({ L1: [{ L2: [{ L3: ['L1:cycle'] }] }] });
    expect(codes(g.backward)).toEqual({ L1: [{ L3: [{ L2: ['L1:cycle'] }] }] });
    expect(g.summary.cycles_found).toBe(2);
  });

  it('shows a lot reached twice once in full (a diamond)', () => {
    const g = buildGraph(
      context(
        [lot(1), lot(2), lot(3), lot(4)],
        [
          [1, 2],
          [1, 3],
          [2, 4],
          [3, 4],
        ],
        1,
        [1, 2, 3, 4],
        [1],
      ),
    );
    expect(codes(g.forward)).toEqual({ L1: [{ L2: ['L4'] }, { L3: ['L4:shown_elsewhere'] }] });
    expect(g.summary.cycles_found).toBe(0);
  });

  it('leads a merged lot to its survivor and lists stock to hold forward', () => {
    const merged = lot(3, { mergedInto: 2, quantity: fromThousandths(0) });
    const g = buildGraph(context([lot(1), lot(2), merged], [[1, 3]], 1, [1, 2], [1]));
    expect(codes(g.forward)).toEqual({ L1: ['L2'] });
    expect(g.summary.stock_to_hold.map((h) => h.lot_code).sort()).toEqual(['L1', 'L2']);
  });

  it('marks stock to hold of unverified origin (first named by a use)', () => {
    const g = buildGraph(context([lot(1), lot(2, { origin: 'inconsistent' })], [[1, 2]], 1, [1, 2], [1]));
    expect(g.summary.stock_to_hold.map((h) => [h.lot_code, h.unverified_origin])).toEqual([
      ['L1', false],
      ['L2', true],
    ]);
  });
});
