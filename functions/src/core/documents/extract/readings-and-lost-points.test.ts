import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';
import { parseNumber } from './parse-number.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));

describe('a batch sheet`s small amounts and the readings noted under it', () => {
  it('reads `025` as 0.25: the handwritten point was lost, nobody pads a quantity with a zero', () => {
    expect(parseNumber('025')).toEqual({ value: 0.25, clean: false });
    expect(parseNumber('0125')?.value).toBe(0.125);
    // Two digits may be a padded count.
    expect(parseNumber('05')?.value).toBe(5);
  });

  it('drops notes of readings written across the table (`moisture 18.1% - rested 3 days`, `at 07:50,pH 6.4`)', () => {
    const x = extractDocument(
      page([
        box('MAKE SHEET', 0.06, 0.04),
        box('Date: 12/03/2026', 0.06, 0.09),
        box('Product: Creamed Honey 454g', 0.5, 0.09),
        ...table(
          [
            ['Item', 0.06],
            ['Lot', 0.4],
            ['Used', 0.6],
            ['Unit', 0.78],
          ],
          [
            ['Raw Clover Honey', 'CH-2210', '96', 'kg'],
            ['Seed Honey', 'SH-0412', '4', 'kg'],
            ['moisture 18.1% - rested 3', 'days', '', ''],
            ['cut at 07:50,pH 6.4 at', 'g', '', ''],
          ],
          0.18,
        ),
      ]),
      'production',
      { dateOrder: 'auto', uploaded: '2026-03-14' },
    );
    expect(x.rows.map(values).map((r) => r.material_name)).toEqual(['Raw Clover Honey', 'Seed Honey']);
  });
});
