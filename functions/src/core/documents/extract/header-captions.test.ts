import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const opts = { dateOrder: 'MDY' } as const;
const values = (h: Record<string, { value: unknown }>) =>
  Object.fromEntries(Object.entries(h).map(([k, v]) => [k, v.value]));
const shipped = (top: number) =>
  table(
    [
      ['Item', 0.06],
      ['Lot #', 0.4],
      ['Cases', 0.6],
    ],
    [['Oat Cookies', 'FG-1018A', '24']],
    top,
  );
/** The header values read from a shipping form: these header boxes above a one-row table at `top`. */
const shipmentHeader = (boxes: ReturnType<typeof box>[], top = 0.22, dateOrder: 'MDY' | 'DMY' = 'MDY') =>
  values(extractDocument(page([...boxes, ...shipped(top)]), 'shipment', { dateOrder }).header);

describe('readLabels: captions printed under the line a value is written on', () => {
  it('gives each caption the value written above it, not the caption beside it', () => {
    // A pallet sheet: `Corner Market` on a line with `Sold To` printed under it, and so on.
    const header = shipmentHeader([
      box('PALLET TAG SHEET', 0.06, 0.04),
      box('Corner Market', 0.06, 0.1),
      box('11/02/2026', 0.4, 0.1),
      box('TR-442', 0.66, 0.1),
      box('Sold To', 0.06, 0.13),
      box('Load Date', 0.4, 0.13),
      box('Trailer #', 0.66, 0.13),
    ]);
    expect(header).toMatchObject({ customer_name: 'Corner Market', shipment_date: '2026-11-02' });
  });

  it('takes no caption reading where a value is written under the label (a tilted photo)', () => {
    // Label over value in two columns, the right-hand column lower: the deskewed rows interleave,
    // `YIELD` between the lot above it and its own `17 pcs` under it.
    const x = extractDocument(
      page([
        box('PACKAGING RECORD', 0.08, 0.05),
        box('BATCH CODE', 0.08, 0.1),
        box('PRODUCTION DATE', 0.5, 0.104),
        box('60824-01', 0.08, 0.131),
        box('08/24/2026', 0.5, 0.135),
        box('YIELD', 0.08, 0.148),
        box('PRODUCT MADE', 0.5, 0.163),
        box('17 pcs', 0.08, 0.165),
        box('Oat Cookies', 0.5, 0.19),
        ...table(
          [
            ['Ingredient', 0.06],
            ['Lot', 0.4],
            ['Amount', 0.6],
          ],
          [['Rolled Oats', 'RO-2214', '22']],
          0.26,
        ),
      ]),
      'production',
      opts,
    );
    expect(values(x.header)).toMatchObject({ outgoing_lot: '60824-01', quantity_produced: 17 });
  });

  it("reads a right-hand `Label ..... value` block on a tilted photo, each value its label's", () => {
    // The values printed far right sit a little higher than their labels: the deskewed rows
    // put each value on a row of its own just above its label.
    const x = extractDocument(
      page([
        box('DELIVERY NOTE', 0.08, 0.05),
        box('Valley Mills', 0.8, 0.128),
        box('From', 0.55, 0.14),
        box('DN88604', 0.85, 0.165),
        box('Delivery Note No.', 0.55, 0.178),
        ...table(
          [
            ['Item', 0.06],
            ['Batch/Lot', 0.4],
            ['Qty', 0.6],
          ],
          [['Wheat Flour', 'VM-2201', '20']],
          0.26,
        ),
      ]),
      'goods_receipt',
      opts,
    );
    expect(x.header.supplier_name.value).toBe('Valley Mills');
  });

  it('still reads labels printed over their values', () => {
    const header = shipmentHeader([
      box('DELIVERY NOTE', 0.06, 0.03),
      box('Ship to', 0.06, 0.1),
      box('Ship date', 0.4, 0.1),
      box('Corner Market', 0.06, 0.125),
      box('11/02/2026', 0.4, 0.125),
    ]);
    expect(header).toMatchObject({ customer_name: 'Corner Market', shipment_date: '2026-11-02' });
  });
});

describe('readLabels: labels read glued to their values, several in one box', () => {
  it('reads an inline strip whose spaces the recogniser lost', () => {
    // `Brew Date Wed 4 Nov 2026   Gyle No. RB2611-82   Volume Packaged 360 each`, read as it comes.
    const x = extractDocument(
      page([
        box('BREW LOG', 0.06, 0.04),
        box('BrewDateWed4Nov2026 RecipeOatCookies GyleNo.RB2611-82 VolumePackaged360each', 0.06, 0.1),
        ...table(
          [
            ['Addition', 0.06],
            ['Lot', 0.4],
            ['Amount', 0.6],
            ['Measure', 0.75],
          ],
          [['Rolled Oats', 'RO-2214', '22', 'kg']],
          0.2,
        ),
      ]),
      'production',
      { dateOrder: 'DMY' },
    );
    expect(values(x.header)).toMatchObject({
      product_name: 'OatCookies',
      production_date: '2026-11-04',
      outgoing_lot: 'RB2611-82',
      quantity_produced: 360,
    });
    expect(x.rows.map((r) => [r.material_name.value, r.material_lot.value, r.amt_used.value])).toEqual([
      ['Rolled Oats', 'RO-2214', 22],
    ]);
  });

  it("reads a customer glued to its label, and a label's own dot as no value", () => {
    const header = shipmentHeader(
      [box('DeliverToLakeshore Foodservice  DeliveryDate 04/11/26', 0.06, 0.08)],
      0.2,
      'DMY',
    );
    expect(header).toMatchObject({
      customer_name: 'Lakeshore Foodservice',
      shipment_date: '2026-11-04',
    });
    const receipt = extractDocument(
      page([
        box('From', 0.5, 0.08),
        box('Valley Mills', 0.8, 0.08),
        box('Your Order No.', 0.5, 0.11),
        box('4582507', 0.85, 0.11),
        ...table(
          [
            ['Item', 0.06],
            ['Batch/Lot', 0.4],
            ['Qty', 0.6],
          ],
          [['Wheat Flour', 'VM-2201', '20']],
          0.2,
        ),
      ]),
      'goods_receipt',
      opts,
    );
    expect(receipt.rows.map((r) => [r.supplier_name.value, r.po_number.value])).toEqual([
      ['Valley Mills', '4582507'],
    ]);
  });
});
