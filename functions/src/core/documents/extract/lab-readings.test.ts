import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));

// A mill's delivery note that doubles as its certificate of analysis: the delivery date in the
// header, and a column of lab readings (decimals with one digit) beside the goods.
function certificate(readingsHeading: string) {
  return page([
    box('DELIVERY NOTE & CERTIFICATE OF ANALYSIS', 0.05, 0.04),
    box('Shipped by: Prairie Gold Milling', 0.05, 0.1),
    box('Delivered 11/06/26', 0.05, 0.14),
    ...table(
      [
        ['Product', 0.05],
        ['Batch', 0.35],
        ['Qty', 0.55],
        ['Unit', 0.65],
        [readingsHeading, 0.78],
      ],
      [
        ['Bread Flour', 'PG-55102', '40', 'bags', '13.2'],
        ['Semolina', 'PG-55117', '25', 'bags', '12.4'],
        ['Rye Flour', 'PG-55120', '10', 'bags', '9.8'],
      ],
      0.25,
    ),
  ]);
}

describe('lab readings beside the goods', () => {
  it.each(['Moisture %', 'Ash'])('never takes a column of readings (%s) for the receipt dates', (heading) => {
    const x = extractDocument(certificate(heading), 'goods_receipt', {
      dateOrder: 'MDY',
      uploaded: '2026-11-28',
    });
    expect(x.rows.map((r) => r.receipt_date.value)).toEqual(['2026-11-06', '2026-11-06', '2026-11-06']);
  });
});

/** One received line under the header boxes: the part of the page these tests are not about. */
const flourReceived = () =>
  table(
    [
      ['Product', 0.05],
      ['Batch', 0.35],
      ['Qty', 0.55],
    ],
    [['Bread Flour', 'PG-55102', '40 bags']],
    0.25,
  );

describe('header labels the recogniser ran into their values', () => {
  it('reads a date glued to its label, and a box left of a row whose later box has a colon', () => {
    const x = extractDocument(
      page([
        box('GOODS RECEIVED NOTE', 0.05, 0.04),
        box('Supplier: Prairie Gold Milling', 0.05, 0.1),
        box('Delivered11 06/26', 0.05, 0.14),
        box('Note No.: GRN-2231', 0.5, 0.14),
        ...flourReceived(),
      ]),
      'goods_receipt',
      { dateOrder: 'MDY', uploaded: '2026-11-28' },
    );
    expect(values(x.header)).toMatchObject({
      receipt_date: '2026-11-06',
      supplier_name: 'Prairie Gold Milling',
    });
  });

  it('reads a lot code or an order number glued to its label', () => {
    const x = extractDocument(
      page([
        box('CO-PACK BATCH SHEET', 0.05, 0.04),
        box('Product: Rye Crispbread', 0.05, 0.1),
        box('Batch codeRC2611-40', 0.5, 0.1),
        box('Made on 11/06/26', 0.05, 0.14),
        ...table(
          [
            ['Ingredient', 0.05],
            ['Lot', 0.35],
            ['Qty', 0.55],
            ['Unit', 0.7],
          ],
          [['Rye Flour', 'PG-55102', '40', 'kg']],
          0.25,
        ),
      ]),
      'production',
      { dateOrder: 'MDY', uploaded: '2026-11-28' },
    );
    expect(values(x.header)).toMatchObject({ outgoing_lot: 'RC2611-40', production_date: '2026-11-06' });
    const receipt = extractDocument(
      page([
        box('GOODS RECEIVED', 0.05, 0.04),
        box('Customer POCPO-61475', 0.05, 0.1),
        box('Date received: 11/06/26', 0.5, 0.1),
        ...flourReceived(),
      ]),
      'goods_receipt',
      { dateOrder: 'MDY', uploaded: '2026-11-28' },
    );
    expect(values(receipt.header)).toMatchObject({ po_number: 'CPO-61475' });
  });
});
