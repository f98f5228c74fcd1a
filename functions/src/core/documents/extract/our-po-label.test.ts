import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));

describe('a receiving record`s `Our PO`', () => {
  it('gives every row the buyer`s own order number printed once above the table', () => {
    // A fish plant's HACCP receiving record: the plant's PO in the header, the dealers in rows;
    // the reader runs the label's two words into one (`OurPO:`), so no word of it is `PO` alone.
    const lines = [
      box('SEAFOOD HACCP - RECEIVING RECORD', 0.1, 0.04),
      box('Date: 17-NOV-2026', 0.1, 0.11),
      box('OurPO: MB-40211', 0.5, 0.11),
      box('Monitored by: J. Kerr', 0.5, 0.14),
      ...table(
        [
          ['Dealer', 0.1],
          ['Species', 0.32],
          ['Dealer Lot', 0.54],
          ['Lbs', 0.68],
          ['Temp', 0.78],
        ],
        [
          ['Casco Bay Lobster', 'Lobster Tails', 'CBL-221', '80', '35'],
          ['Down East Fish', 'Pollock Fillets', 'DEF 17-04', '260', '36'],
        ],
        0.2,
      ),
    ];
    const x = extractDocument(page(lines), 'goods_receipt', { dateOrder: 'auto', uploaded: '2026-11-20' });
    expect(x.rows.map(values).map((r) => [r.material_name, r.po_number, r.quantity, r.unit])).toEqual([
      ['Lobster Tails', 'MB-40211', 80, 'lb'],
      ['Pollock Fillets', 'MB-40211', 260, 'lb'],
    ]);
  });
});
