import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const opts = { dateOrder: 'auto' as const, uploaded: '2026-11-28' };

const note = (date: string, amounts: [string, string]) =>
  page([
    box('Lieferant: Rheinland Zucker', 0.06, 0.06),
    box(`Datum: ${date}`, 0.06, 0.09),
    ...table(
      [
        ['Artikel', 0.06],
        ['Charge', 0.4],
        ['Menge', 0.6],
        ['ME', 0.75],
      ],
      [
        ['Kristallzucker', 'RZ-26-1188', amounts[0], 'kg'],
        ['Puderzucker', 'RZ-26-1190', amounts[1], 'kg'],
      ],
      0.16,
    ),
  ]);

describe('thousands grouped with dots, on pages that dot their dates', () => {
  it('reads `1.000` as a thousand on a German delivery note (`27.11.2026`)', () => {
    const x = extractDocument(note('27.11.2026', ['1.000', '12.500']), 'goods_receipt', opts);
    expect(x.rows.map((r) => r.quantity.value)).toEqual([1000, 12500]);
  });

  it('keeps decimals on a page that writes a decimal point, and on one that dots no date', () => {
    const decimals = extractDocument(note('27.11.2026', ['1.000', '18.5']), 'goods_receipt', opts);
    expect(decimals.rows.map((r) => r.quantity.value)).toEqual([1, 18.5]);
    const slashed = extractDocument(note('11/27/2026', ['1.000', '12.500']), 'goods_receipt', opts);
    expect(slashed.rows.map((r) => r.quantity.value)).toEqual([1, 12.5]);
  });

  it('reads `1.250` as a thousand on a page that writes decimal commas, whatever its dates', () => {
    // An Italian production sheet: dashed dates, weights with a decimal comma beside a count of
    // trays grouped with a dot.
    const sheet = (weights: [string, string]) =>
      page([
        box('Data produzione 24-11-2026', 0.06, 0.06),
        ...table(
          [
            ['Materia prima', 0.06],
            ['Lotto', 0.4],
            ['Q.ta impiegata', 0.58],
            ['UdM', 0.75],
          ],
          [
            ['Semola', 'SR-2611', weights[0], 'kg'],
            ['Uova', 'UP-1120', weights[1], 'kg'],
            ['Vaschette', 'VS-0934', '1.252', 'pz'],
          ],
          0.16,
        ),
      ]);
    const x = extractDocument(sheet(['201,5', '110,0']), 'production', opts);
    expect(x.rows.map((r) => [r.amt_used.value, r.unit.value])).toEqual([
      [201.5, 'kg'],
      [110, 'kg'],
      [1252, 'each'],
    ]);
    // One comma alone is too little to tell (`1,5` may be a point read as a comma).
    const one = extractDocument(sheet(['201,5', '110']), 'production', opts);
    expect(one.rows.map((r) => r.amt_used.value)).toEqual([201.5, 110, 1.252]);
  });
});
