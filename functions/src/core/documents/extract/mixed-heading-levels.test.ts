import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, tilt } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));

// A spreadsheet-printed FSMA 204 log: headings centred in a tall heading row, so one-line
// headings sit halfway down beside two- and three-line ones that start at the top. On this
// layout the one-line ones are on the left and the tall ones on the right, which a line fitted
// through all of them reads as a page tilted by several degrees.
const LINE = 0.03;
const TOP = 0.2;
const heading = (lines: string[], left: number) =>
  lines.map((text, i) =>
    box(text, left, TOP + (2 - lines.length) * (LINE / 2) + i * LINE, { height: LINE * 0.7 }),
  );
const cell = (text: string, left: number, top: number) => box(text, left + 0.005, top);

function fsmaLog() {
  const cols: [string[], number][] = [
    [['Quantity'], 0.02],
    [['UOM'], 0.11],
    [['Date Received'], 0.18],
    [['Product', 'Description'], 0.33],
    [['Traceability Lot', 'Code (TLC)'], 0.5],
    [['Immediate Previous', 'Source'], 0.66],
    [['Reference', 'Document'], 0.84],
  ];
  const rows = [
    ['25', 'kg', '11/09/2026', 'Clover Honey', 'CH-0925-17', 'Coastal Sweeteners', 'PO-4592'],
    ['120', 'lb', '11/09/2026', 'Poly Bag Liner', 'NPC77414', 'Northgate Packaging', 'PO-4593'],
    ['40', 'lb', '11/10/2026', 'Cane Sugar', 'CS3094B', 'Coastal Sweeteners', 'PO-4601'],
  ];
  return [
    box('FSMA 204 RECEIVING LOG', 0.06, 0.06),
    ...cols.flatMap(([lines, left]) => heading(lines, left)),
    ...rows.flatMap((r, i) => r.map((text, c) => cell(text, cols[c]![1], TOP + 2 * LINE + 0.02 + i * 0.035))),
  ];
}

describe('a heading row mixing centred one-line headings with two- and three-line ones', () => {
  it.each([0, 0.03, -0.03])("fits the page skew, not the headings' levels (tilt %s)", (slope) => {
    const x = extractDocument(page(tilt(fsmaLog(), slope)), 'goods_receipt', {
      dateOrder: 'MDY',
      uploaded: '2026-11-28',
    });
    expect(
      x.rows
        .map(values)
        .map((r) => [r.quantity, r.unit, r.receipt_date, r.lot_code, r.supplier_name, r.po_number]),
    ).toEqual([
      [25, 'kg', '2026-11-09', 'CH-0925-17', 'Coastal Sweeteners', 'PO-4592'],
      [120, 'lb', '2026-11-09', 'NPC77414', 'Northgate Packaging', 'PO-4593'],
      [40, 'lb', '2026-11-10', 'CS3094B', 'Coastal Sweeteners', 'PO-4601'],
    ]);
  });
});
