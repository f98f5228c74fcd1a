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

// An outbound delivery note: a narrow line-number column first, every heading centred in its
// column and every cell written from the column's left border (the line numbers too, left of
// their own heading), a remark under the table running across the columns.
function dispatchNote(slant = 0) {
  const cols: [string, number, number][] = [
    ['No.', 0.05, 0.09],
    ['Description', 0.14, 0.32],
    ['Batch', 0.46, 0.2],
    ['Quantity', 0.66, 0.18],
  ];
  const rows = [
    ['1', 'Maple Pecan Cookies', 'MP2611-07', '48 cs'],
    ['2', 'Oat Honey Granola', 'OH2611-15', '120 cs'],
    ['3', 'Cinnamon Raisin Loaf', 'CR2611-09', '96 cs'],
  ];
  return [
    box('DELIVERY NOTE (outbound)', 0.05, 0.05),
    box('Ship to: Greenway Market', 0.05, 0.1),
    box('Date: 11/16/2026', 0.5, 0.1),
    ...cols.map(([text, left, width]) => box(text, left + (width - text.length * 0.009) / 2, 0.2)),
    // A photo taken at a slant: each row's cells start a little further left than the one above.
    ...rows.flatMap((cells, r) =>
      cells.map((text, c) => box(text, cols[c]![1] + 0.004 - r * slant, 0.25 + r * 0.04)),
    ),
    box('All cases sealed, no damage noted', 0.05, 0.4),
  ];
}

describe('a centred line-number column before centred headings', () => {
  it.each([0, 0.004])('keeps every cell in its own column (slant %s)', (slant) => {
    const x = extractDocument(page(dispatchNote(slant)), 'shipment', {
      dateOrder: 'MDY',
      uploaded: '2026-11-28',
    });
    expect(
      x.rows.map(values).map((r) => [r.material_name, r.material_lot_code, r.material_quantity]),
    ).toEqual([
      ['Maple Pecan Cookies', 'MP2611-07', 48],
      ['Oat Honey Granola', 'OH2611-15', 120],
      ['Cinnamon Raisin Loaf', 'CR2611-09', 96],
    ]);
  });
});
