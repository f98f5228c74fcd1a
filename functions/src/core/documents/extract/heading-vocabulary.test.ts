import { describe, expect, it } from 'vitest';
import { headingRole } from './column-roles.ts';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

describe('headingRole: more of the phrasings real receiving logs, batch sheets and BOLs print', () => {
  it.each([
    // Counts and weights.
    ['# of cases', 'quantity'],
    ['Cs', 'quantity'],
    ['Case count', 'quantity'],
    ['Lbs received', 'quantity'],
    ['Gross wt', 'quantity'],
    ['Pcs', 'quantity'],
    ['Totes', 'quantity'],
    // A batch sheet weighs what goes in: the actual weight is the amount used.
    ['Actual wt', 'quantity'],
    ['Used', 'quantity'],
    ['Added', 'quantity'],
    ['Units of measure', 'unit'],
    // Food packaging's codes are its lot: date code, Julian code, pack code, control number.
    ['Date code', 'lot'],
    ['Production code', 'lot'],
    ['Julian code', 'lot'],
    ['Pack code', 'lot'],
    ['Control no.', 'lot'],
    ['Order #', 'po'],
    ['Our order', 'po'],
    ['Received from', 'supplier'],
    ['Part #', 'name'],
    ['Part number', 'name'],
    // FSMA 204's key data elements as receiving and shipping logs head their columns.
    ['Traceability lot code', 'lot'],
    ['TLC', 'lot'],
    ['Quantity and unit of measure', 'quantity'],
    ['Immediate previous source', 'supplier'],
    ['Immediate subsequent recipient', 'customer'],
    ['Cooling date', 'made_on'],
  ])('%s is %s', (heading, role) => {
    expect(headingRole(heading)).toBe(role);
  });

  it.each([
    // What was planned, ordered or carried is not what arrived or was used.
    'Target wt',
    'Theoretical',
    'Standard qty',
    'Qty ordered',
    'Ordered',
    'Back order',
    'Carrier',
    'Trailer #',
    'Seal no.',
    'Invoice #',
    'BOL #',
    'Packing slip #',
    // A use-by date and a GTIN case code are neither an amount nor a lot.
    'Used by',
    'Case code',
    // Where the food was, not who sent it or how much: addresses and countries.
    'TLC source',
    'Receiving location',
    'Ship-from location',
    'Location description',
    'Country of origin',
  ])('%s names no role', (heading) => {
    expect(headingRole(heading)).toBeNull();
  });
});

describe('extractDocument: a batch sheet with target and actual weights', () => {
  it('takes the actual weight as the amount used, not the target', () => {
    const x = extractDocument(
      page([
        box('BATCH SHEET', 0.06, 0.05),
        box('Product: Oat Cookies', 0.06, 0.09),
        ...table(
          [
            ['Ingredient', 0.06],
            ['Date code', 0.3],
            ['Target wt', 0.5],
            ['Actual wt', 0.66],
            ['UOM', 0.82],
          ],
          [
            ['Rolled Oats', '26314B', '25.0', '25.2', 'kg'],
            ['Cane Sugar', '26301A', '10.0', '9.8', 'kg'],
          ],
          0.2,
        ),
      ]),
      'production',
      { dateOrder: 'MDY' },
    );
    expect(
      x.rows.map((r) => [r.material_name.value, r.material_lot.value, r.amt_used.value, r.unit.value]),
    ).toEqual([
      ['Rolled Oats', '26314B', 25.2, 'kg'],
      ['Cane Sugar', '26301A', 9.8, 'kg'],
    ]);
  });

  it('reads a receiving log whose Qty ordered column stands before Qty received', () => {
    const x = extractDocument(
      page([
        box('Vendor: Valley Mills', 0.06, 0.08),
        ...table(
          [
            ['Item', 0.06],
            ['Qty ordered', 0.35],
            ['Qty received', 0.52],
            ['Order #', 0.72],
          ],
          [
            ['Wheat Flour', '50', '48', '55120'],
            ['Rye Flour', '20', '20', '55120'],
          ],
          0.2,
        ),
      ]),
      'goods_receipt',
      { dateOrder: 'MDY' },
    );
    expect(x.rows.map((r) => [r.material_name.value, r.quantity.value, r.po_number.value])).toEqual([
      ['Wheat Flour', 48, '55120'],
      ['Rye Flour', 20, '55120'],
    ]);
  });
});
