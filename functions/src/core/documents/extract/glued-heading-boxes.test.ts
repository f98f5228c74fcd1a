import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page } from './layout-fixtures.test-support.ts';

const opts = { dateOrder: 'auto' as const, uploaded: '2026-11-26' };
const cells = (rows: string[][], lefts: number[], top: number) =>
  rows.flatMap((row, r) => row.map((text, c) => box(text, lefts[c]! + 0.005, top + (r + 1) * 0.04)));

// A narrow printed form: the recogniser reads some headings into one box (`Unite Unit B.C./P.O.`)
// and sets others' boxes edge to edge (`Pkg Size` then `Purchase Ord.#`).
describe('headings the recogniser ran together or set edge to edge', () => {
  it('splits a bilingual record’s run-together headings (slashes lost or kept)', () => {
    const top = 0.3;
    const x = extractDocument(
      page([
        box('Produit Product', 0.06, top, { width: 0.12 }),
        box('No de lot / Lot no.', 0.3, top, { width: 0.15 }),
        box('Qte Qty', 0.46, top, { width: 0.07 }),
        box('Unite Unit B.C./P.O.', 0.54, top, { width: 0.2 }),
        ...cells(
          [
            ['Rolled Oats', 'RO-31022', '45', 'kg', '3582'],
            ['Cane Sugar', 'CS3091B', '80', 'lb', '3536'],
          ],
          [0.06, 0.3, 0.46, 0.54, 0.66],
          top,
        ),
      ]),
      'goods_receipt',
      opts,
    );
    expect(
      x.rows.map((r) => [r.lot_code?.value, r.quantity?.value, r.unit?.value, r.po_number?.value]),
    ).toEqual([
      ['RO-31022', 45, 'kg', '3582'],
      ['CS3091B', 80, 'lb', '3536'],
    ]);
  });

  it('starts a heading where a box begins with one, though the box before ends against it', () => {
    const top = 0.3;
    const x = extractDocument(
      page([
        box('Ingredient', 0.06, top, { width: 0.1 }),
        box('# Bags / Pails', 0.3, top, { width: 0.12 }),
        box('Pkg Size', 0.42, top, { width: 0.07 }),
        box('Purchase Ord.# Temp F', 0.49, top, { width: 0.22 }),
        ...cells(
          [
            ['Cane Sugar', '40', 'lb', '21841', '38'],
            ['Rolled Oats', '60', 'kg', '21503', '41'],
          ],
          [0.06, 0.3, 0.42, 0.5, 0.64],
          top,
        ),
      ]),
      'goods_receipt',
      opts,
    );
    expect(x.rows.map((r) => [r.quantity?.value, r.po_number?.value])).toEqual([
      [40, '21841'],
      [60, '21503'],
    ]);
  });
});
