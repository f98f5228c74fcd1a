import type { TraceGraph, TraceNode } from '@bp/shared/contracts/trace-graph.ts';
import { describe, expect, it } from 'vitest';
import { drillRecords } from './report-records.ts';

const node = (lot_code: string, over: Partial<TraceNode> = {}): TraceNode => ({
  lot_id: lot_code.length,
  lot_code,
  material_id: 1,
  material_name: 'm',
  sku: null,
  material_type: 'ingredient',
  unit_of_measure: 'kg',
  origin: 'goods_receipt',
  quantity_on_hand: 0,
  hold: null,
  via: null,
  receipts: [],
  shipments: [],
  repeated: null,
  children: [],
  ...over,
});
const receipt = (submission_id: number, date: string, supplier: string) => ({
  submission_id,
  date,
  supplier_id: 1,
  supplier,
  contact_name: null,
  phone_number: null,
  email: null,
  po_number: null,
  supplier_lot_code: null,
  quantity: 10,
  unit_of_measure: 'kg',
});
const shipment = (submission_id: number, date: string, customer_name: string) => ({
  submission_id,
  customer_id: 1,
  customer_name,
  email: null,
  phone_number: null,
  contact_name: null,
  date,
  quantity_shipped: 5,
  unit_of_measure: 'kg',
});
const via = (submission_id: number, date: string) => ({
  submission_id,
  date,
  quantity_used: 1,
  quantity_produced: 1,
});
const graph = (forward: TraceNode, backward: TraceNode): TraceGraph => ({
  forward,
  backward,
  summary: { customers: [], stock_to_hold: [], suppliers: [], lot_count: 0, cycles_found: 0 },
});

describe('drillRecords', () => {
  it('lists each receipt, production run and shipment once, both trees, in kind then date order', () => {
    const flour = node('FL-1', {
      receipts: [receipt(3, '2026-01-02', 'Mill'), receipt(1, '2026-01-01', 'Mill')],
    });
    const bread = node('BR-1', { via: via(8, '2026-01-06'), shipments: [shipment(9, '2026-01-07', 'Shop')] });
    const forward = node('DG-1', { children: [bread] });
    const backward = node('DG-1', { children: [{ ...flour, via: via(7, '2026-01-05') }] });
    const records = drillRecords(graph(forward, backward));
    expect(records.map((r) => `${r.kind}#${r.submission_id}`)).toEqual([
      'goods_receipt#1',
      'goods_receipt#3',
      'production#7',
      'production#8',
      'shipment#9',
    ]);
    expect(records.find((r) => r.submission_id === 7)).toMatchObject({ lots: ['DG-1', 'FL-1'], parties: [] });
    expect(records.find((r) => r.submission_id === 9)).toMatchObject({ parties: ['Shop'], lots: ['BR-1'] });
  });

  it('joins the lots of one record met on several branches, and a record met twice stays one', () => {
    const a = node('A', { shipments: [shipment(4, '2026-02-01', 'Shop')] });
    const b = node('B', { shipments: [shipment(4, '2026-02-01', 'Shop')] });
    const records = drillRecords(graph(node('ROOT', { children: [a, b] }), node('ROOT', { children: [a] })));
    expect(records).toEqual([
      { kind: 'shipment', submission_id: 4, date: '2026-02-01', parties: ['Shop'], lots: ['A', 'B'] },
    ]);
  });

  it('has nothing to list for a lot with no links', () => {
    expect(drillRecords(graph(node('X'), node('X')))).toEqual([]);
  });
});
