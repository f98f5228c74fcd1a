import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));
const opts = { dateOrder: 'auto' as const, uploaded: '2026-11-26' };

describe('a bill of lading`s count of packages', () => {
  it.each(['No. Ctns', 'No. Cs', 'No. Pkgs'])(
    'takes `%s` for the quantity shipped, not the weight',
    (heading) => {
      // A straight bill of lading: the handling units counted, their kind, what they hold, the weight.
      const x = extractDocument(
        page([
          box('STRAIGHT BILL OF LADING', 0.06, 0.04),
          box('Ship Date: 11/23/2026', 0.06, 0.08),
          box('Consignee: Northwoods Grocery Co-op', 0.06, 0.11),
          ...table(
            [
              [heading, 0.06],
              ['Kind of Package', 0.16],
              ['Description of Articles', 0.32],
              ['Lot #', 0.6],
              ['Weight (lbs)', 0.78],
            ],
            [
              ['64', 'CTN', 'Wild Rice Blend 1lb', 'WR-3318', '832'],
              ['20', 'CTN', 'Maple Granola 12oz', 'MG-3302', '210'],
            ],
            0.2,
          ),
        ]),
        'shipment',
        opts,
      );
      expect(x.rows.map(values).map((r) => [r.material_lot_code, r.material_quantity])).toEqual([
        ['WR-3318', 64],
        ['MG-3302', 20],
      ]);
    },
  );
});
