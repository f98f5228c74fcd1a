import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, tilt } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));

// A supplier's delivery note printed from a word processor: each heading centred in its column,
// the cells written from the column's left border, so a cell starts left of its heading.
function deliveryNote() {
  const cols: [string, number, number][] = [
    // heading, column's left border, column's width
    ['Item', 0.05, 0.1],
    ['Description', 0.15, 0.22],
    ['Batch', 0.37, 0.14],
    ['Qty', 0.51, 0.1],
    ['UoM', 0.61, 0.07],
    ['Best Before', 0.68, 0.14],
  ];
  const rows = [
    ['HA400', 'Whole Wheat Flour', 'HVM-24811', '220', 'lb', '03/01/27'],
    ['HA417', 'Whole Wheat Flour', 'HVM-24795', '55', 'lb', '06/15/27'],
    ['HA434', 'Rolled Oats', 'HVM-31028', '880', 'kg', '04/30/27'],
  ];
  return [
    box('DELIVERY NOTE', 0.05, 0.05),
    box('Delivered: 11/16/2026', 0.05, 0.1),
    box('Shipped by: Harvest Valley Mills', 0.5, 0.1),
    ...cols.map(([text, left, width]) => box(text, left + (width - text.length * 0.009) / 2, 0.2)),
    ...rows.flatMap((cells, r) => cells.map((text, c) => box(text, cols[c]![1] + 0.004, 0.25 + r * 0.04))),
  ];
}

describe('headings centred over cells written from the column border', () => {
  it.each([0, 0.02])('gives each cell to its column, not the one before (tilt %s)', (slope) => {
    const x = extractDocument(page(tilt(deliveryNote(), slope)), 'goods_receipt', {
      dateOrder: 'MDY',
      uploaded: '2026-11-28',
    });
    expect(x.rows.map(values).map((r) => [r.material_name, r.lot_code, r.quantity, r.unit])).toEqual([
      ['Whole Wheat Flour', 'HVM-24811', 220, 'lb'],
      ['Whole Wheat Flour', 'HVM-24795', 55, 'lb'],
      ['Rolled Oats', 'HVM-31028', 880, 'kg'],
    ]);
  });
});
