import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';
import { opts, receipt } from './receiving-log.test-support.ts';

describe('headings set close or over two lines', () => {
  it('parts two headings of different roles whose join names nothing (Cases, PO#)', () => {
    const rows = receipt(
      [
        ['Item', 0.06],
        ['Lot #', 0.3],
        ['Cases', 0.45],
        ['PO#', 0.5],
      ],
      [
        ['Rye Flour', 'PG24-3318', '18', '81394'],
        ['Cane Sugar', 'PG24-3402', '6', 'PO-51586'],
      ],
    );
    expect(rows.map((r) => [r.quantity, r.unit, r.po_number])).toEqual([
      [18, 'case', '81394'],
      [6, 'case', 'PO-51586'],
    ]);
  });

  it('reads no header label from the first line of two-line headings', () => {
    const x = extractDocument(
      page([
        box('Week beginning: 05/03/2026', 0.06, 0.06),
        box('Vendor', 0.5, 0.186),
        box('Receiving', 0.66, 0.186),
        ...table(
          [
            ['Date', 0.06],
            ['Item', 0.2],
            ['Lot #', 0.5],
            ['Lot #', 0.66],
            ['Qty', 0.82],
          ],
          [
            ['05/04/2026', 'Rye Flour', 'Y836-G71', 'RL-7480', '180'],
            ['05/05/2026', 'Cane Sugar', '358258K', 'RL-7481', '80'],
          ],
          0.2,
        ),
      ]),
      'goods_receipt',
      opts,
    );
    expect(x.header.supplier_name.value).toBeNull();
    expect(x.rows.map((r) => [r.supplier_lot_code?.value, r.lot_code.value])).toEqual([
      ['Y836-G71', 'RL-7480'],
      ['358258K', 'RL-7481'],
    ]);
  });

  it('keeps a two-line heading whole when its lower word starts a hair further left (Material over received)', () => {
    const x = extractDocument(
      page([
        box('Date received: 10/16/2026', 0.06, 0.06),
        box('Material', 0.067, 0.19),
        box('received', 0.066, 0.205),
        ...table(
          [
            ['Qty', 0.3],
            ['Units', 0.42],
            ['Lot #', 0.55],
          ],
          [
            ['474', 'KG', 'R261016-3'],
            ['441', 'LBS', 'IN11747'],
          ],
          0.2,
        ),
        box('Raisins', 0.066, 0.24),
        box('Rolled Oats', 0.066, 0.28),
      ]),
      'goods_receipt',
      opts,
    );
    expect(x.rows.map((r) => [r.material_name.value, r.receipt_date.value])).toEqual([
      ['Raisins', '2026-10-16'],
      ['Rolled Oats', '2026-10-16'],
    ]);
  });
});

describe('what a carton is', () => {
  it('reads bare numbers under Cartons as boxes', () => {
    const rows = receipt(
      [
        ['Item', 0.06],
        ['Lot #', 0.3],
        ['Cartons', 0.5],
      ],
      [
        ['Shrink Film', 'PG24-3318', '53'],
        ['Kraft Box', 'PG24-3402', '12 ctns'],
      ],
    );
    expect(rows.map((r) => [r.quantity, r.unit])).toEqual([
      [53, 'box'],
      [12, 'box'],
    ]);
  });
});

describe('a heading its cells fit in part', () => {
  it('keeps a P.O. column whose numbers are written several ways as the PO, not the lot', () => {
    const rows = receipt(
      [
        ['Received', 0.06],
        ['Mfr lot', 0.2],
        ['Material received', 0.34],
        ['P.O.', 0.52],
        ['Net wt (kg)', 0.66],
      ],
      [
        // As a hand's PO numbers are read: a zero taken for a C, prefixes written several ways.
        ['01/17/2026', '26-662-11', 'Cocoa Powder', 'P85C79', '39'],
        ['01/18/2026', 'N281-M71', 'Honey', 'PO15811', '494'],
        ['01/19/2026', 'VA77771', 'Rolled Oats', 'P98143', '487'],
        ['01/20/2026', 'WG84471', 'Cane Sugar', 'P68963', '212'],
      ],
    );
    expect(rows.map((r) => [r.lot_code, r.supplier_lot_code])).toEqual([
      ['26-662-11', '26-662-11'],
      ['N281-M71', 'N281-M71'],
      ['VA77771', 'VA77771'],
      ['WG84471', 'WG84471'],
    ]);
    expect(rows.every((r) => r.po_number !== null)).toBe(true);
  });

  it('parts a no-role heading from the next one though a second line hangs under it (Temp over F, Material)', () => {
    const x = extractDocument(
      page([
        box('Date received: 11/24/2026', 0.06, 0.06),
        box('Temp', 0.274, 0.194),
        // The second line's mark starts a hair further left than its heading.
        box('F', 0.273, 0.208, { width: 0.012 }),
        box('Material', 0.312, 0.194),
        box('received', 0.313, 0.206),
        ...table(
          [
            ['Lot #', 0.06],
            ['Qty', 0.5],
          ],
          [
            ['PG24-3318', '20'],
            ['PG24-3402', '8'],
          ],
          0.2,
        ),
        box('36', 0.275, 0.24),
        box('Rye Flour', 0.313, 0.24),
        box('38', 0.275, 0.28),
        box('Cane Sugar', 0.313, 0.28),
      ]),
      'goods_receipt',
      opts,
    );
    expect(x.rows.map((r) => r.material_name.value)).toEqual(['Rye Flour', 'Cane Sugar']);
  });
});

/** A photographed running log's heading and first rows as read (boxes as the recogniser gave them). */
const runningLog = [
  box('Week beginning: 07-17-2026', 0.057, 0.126, { width: 0.27, height: 0.016 }),
  box('Vendor', 0.689, 0.1845, { width: 0.065, height: 0.011 }),
  box('Amount', 0.556, 0.186, { width: 0.072, height: 0.01 }),
  box('Shipper', 0.782, 0.187, { width: 0.08, height: 0.016 }),
  box('Material', 0.257, 0.188, { width: 0.071, height: 0.01 }),
  box('Invoice', 0.184, 0.188, { width: 0.062, height: 0.01 }),
  box('Temp°F', 0.465, 0.1895, { width: 0.081, height: 0.015 }),
  box('Unit', 0.64, 0.1895, { width: 0.045, height: 0.013 }),
  box('TLC', 0.372, 0.1915, { width: 0.042, height: 0.015 }),
  box('Date', 0.067, 0.1945, { width: 0.04, height: 0.013 }),
  box("rec'd", 0.117, 0.1945, { width: 0.049, height: 0.013 }),
  box('lot', 0.689, 0.196, { width: 0.03, height: 0.012 }),
  box('received', 0.558, 0.1965, { width: 0.073, height: 0.011 }),
  box('received', 0.259, 0.2, { width: 0.07, height: 0.01 }),
  box('Valley', 0.782, 0.223, { width: 0.049, height: 0.012 }),
  box('Mills', 0.839, 0.223, { width: 0.041, height: 0.012 }),
  box('311', 0.557, 0.2245, { width: 0.034, height: 0.015 }),
  box('KG', 0.64, 0.2245, { width: 0.037, height: 0.013 }),
  box('435421T', 0.692, 0.2245, { width: 0.074, height: 0.011 }),
  box('168732', 0.466, 0.226, { width: 0.059, height: 0.012 }),
  box('R260801-9', 0.375, 0.227, { width: 0.086, height: 0.012 }),
  box('40', 0.181, 0.2275, { width: 0.03, height: 0.015 }),
  box('Raisins', 0.257, 0.2285, { width: 0.062, height: 0.011 }),
  box('8/1/2026', 0.066, 0.23, { width: 0.072, height: 0.01 }),
  box('gal', 0.64, 0.259, { width: 0.035, height: 0.018 }),
  box('BlueRidgeFarms', 0.784, 0.261, { width: 0.14, height: 0.01 }),
  box('24-273-69', 0.692, 0.2615, { width: 0.093, height: 0.011 }),
  box('INV-40008', 0.468, 0.2625, { width: 0.084, height: 0.011 }),
  box('313', 0.558, 0.2625, { width: 0.035, height: 0.011 }),
  box('35', 0.181, 0.2635, { width: 0.029, height: 0.015 }),
  box('OliveOil', 0.26, 0.264, { width: 0.074, height: 0.012 }),
  box('261004-04', 0.376, 0.2635, { width: 0.085, height: 0.011 }),
  box('10-4-2026', 0.069, 0.265, { width: 0.081, height: 0.012 }),
];

describe('a second heading line read a little lower than its row', () => {
  it('joins Vendor over lot as the supplier lot, not Unit beside it', () => {
    const x = extractDocument(page(runningLog), 'goods_receipt', opts);
    expect(x.rows.map((r) => [r.supplier_lot_code?.value, r.unit.value])).toEqual([
      ['435421T', 'kg'],
      ['24-273-69', 'gal'],
    ]);
  });
});

describe('headings read as separate boxes set close together', () => {
  it('starts a column at a heading that adds nothing to the one before it (Net weight, Temp °F)', () => {
    const rows = receipt(
      [
        ['Description', 0.06],
        ['Lot code', 0.3],
        ['Net weight', 0.45],
        ['Temp °F', 0.545],
      ],
      [
        ['Rye Flour', 'PG24-3318', '250 lb', '38'],
        ['Cane Sugar', 'PG24-3402', '40 kg', '36'],
      ],
    );
    expect(rows.map((r) => [r.quantity, r.unit])).toEqual([
      [250, 'lb'],
      [40, 'kg'],
    ]);
  });
});
