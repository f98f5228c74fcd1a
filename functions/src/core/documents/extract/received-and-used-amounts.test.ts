import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';
import { opts, receipt } from './receiving-log.test-support.ts';

const rowsOf = (x: ReturnType<typeof extractDocument>) =>
  x.rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v.value])));

describe('which column holds the amount received or used', () => {
  it('weighs a `Net kg` column (read `Netkg`) over the cartons counted beside it', () => {
    const rows = receipt(
      [
        ['Item', 0.06],
        ['Lot', 0.34],
        ['Cartons', 0.52],
        ['Netkg', 0.64],
        ['Bay', 0.78],
      ],
      [
        ['Pork Belly', 'PB-4471', '40', '412', 'C2'],
        ['Pork Shoulder', 'PS-4480', '25', '250', 'C3'],
      ],
    );
    expect(rows.map((r) => [r.quantity, r.unit])).toEqual([
      [412, 'kg'],
      [250, 'kg'],
    ]);
  });

  it('takes `Accepted (kg)` for the amount received, not the delivery note`s claim or the rejects', () => {
    const rows = receipt(
      [
        ['Product', 0.06],
        ['Del. Note Qty (kg)', 0.3],
        ['Accepted (kg)', 0.46],
        ['Rejected (kg)', 0.6],
        ['Lot', 0.76],
      ],
      [
        ['Turkey Mince', '60.0', '57.5', '2.5', 'TM-2231'],
        ['Turkey Breast', '40.0', '40.0', '0', 'TB-2240'],
      ],
    );
    expect(rows.map((r) => r.quantity)).toEqual([57.5, 40]);
  });

  it('takes what went into the batch (`Qty Used`) over what stores issued and what came back', () => {
    const x = extractDocument(
      page([
        box('Product: Trail Mix 10oz', 0.06, 0.06),
        box('Date: 11/20/2026', 0.06, 0.09),
        ...table(
          [
            ['Component', 0.06],
            ['Lot', 0.3],
            ['Qty Issued', 0.46],
            ['Qty Returned', 0.6],
            ['Qty Used', 0.76],
          ],
          [
            ['Dry Roasted Peanuts', 'DRP-1107', '500', '40', '460'],
            ['Raisins', 'RA-2218', '300', '12', '288'],
          ],
          0.2,
        ),
      ]),
      'production',
      opts,
    );
    expect(rowsOf(x).map((r) => r.amt_used)).toEqual([460, 288]);
  });
});
