import type { TraceNode } from '@bp/shared/contracts/trace.ts';
import { describe, expect, it } from 'vitest';
import { descendantCount, nodeFacts } from './tree-text.ts';

const node = (over: Partial<TraceNode> = {}): TraceNode => ({
  lot_id: 1,
  lot_code: 'L',
  material_id: 1,
  material_name: 'Flour',
  sku: null,
  material_type: 'ingredient',
  unit_of_measure: 'kg',
  origin: 'goods_receipt',
  quantity_on_hand: 40,
  hold: null,
  via: null,
  receipts: [],
  shipments: [],
  repeated: null,
  children: [],
  ...over,
});

const via = { submission_id: 5, date: '2026-03-03', quantity_used: 60, quantity_produced: 80.5 };

describe('nodeFacts', () => {
  it('reads the link from the direction of the tree', () => {
    expect(nodeFacts(node({ via }), 'backward')[0]).toBe('60 kg used 2026-03-03');
    expect(nodeFacts(node({ via }), 'forward')[0]).toBe('made 2026-03-03: 80.50 kg');
  });

  it('names stock, suppliers and customers once each, and repeats', () => {
    const receipt = { supplier: 'Mill' } as TraceNode['receipts'][number];
    const shipment = { customer_name: 'Deli' } as TraceNode['shipments'][number];
    const facts = nodeFacts(
      node({ receipts: [receipt, receipt], shipments: [shipment], repeated: 'cycle' }),
      'forward',
    );
    expect(facts).toEqual([
      'on hand 40 kg',
      'from Mill',
      'shipped to Deli',
      'cycle in the records: not followed again',
    ]);
  });
});

describe('nodeFacts marks', () => {
  it('marks a lot of unverified origin, and no other', () => {
    expect(nodeFacts(node({ origin: 'inconsistent' }), 'backward')).toContain('UNVERIFIED ORIGIN');
    expect(nodeFacts(node(), 'backward')).not.toContain('UNVERIFIED ORIGIN');
  });
});

describe('descendantCount', () => {
  it('counts every lot below the root', () => {
    expect(descendantCount(node())).toBe(0);
    expect(descendantCount(node({ children: [node({ children: [node(), node()] }), node()] }))).toBe(4);
  });
});
