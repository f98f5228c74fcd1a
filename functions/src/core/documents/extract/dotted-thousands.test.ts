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
});
