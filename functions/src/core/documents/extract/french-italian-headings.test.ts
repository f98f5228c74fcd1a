import { describe, expect, it } from 'vitest';
import { headingRole, isOtherHeading } from './column-roles.ts';
import { extractDocument } from './extract-document.ts';
import { box, page } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));
const opts = { dateOrder: 'auto' as const, uploaded: '2026-11-27' };

describe('French and Italian column headings', () => {
  it('reads a bon de réception whose one-line headings sit level with the two-line ones` second line', () => {
    // A crêperie's own receiving slip: `N° lot` over `fournisseur`, `Qté` over `reçue`, `Unité de`
    // over `mesure`, `T°` over `récep.`; `Fournisseur`, `Libellé article`, `N° BL` and `Visa` on
    // one line, level with the second. The date under a boxed label, its space lost.
    const heading = 0.25;
    const second = 0.265;
    const row = (top: number, cells: [string, number][]) => cells.map(([t, left]) => box(t, left, top));
    const lines = [
      box('BON DE RECEPTION', 0.08, 0.05),
      box('RECEPTIONNE LE', 0.08, 0.12),
      box('24n0V.2026', 0.08, 0.14),
      box('RECEPTIONNAIRE', 0.5, 0.12),
      box('M. Kerjean', 0.5, 0.14),
      box('N°lot', 0.42, heading),
      box('Qte', 0.54, heading),
      box('Unite de', 0.62, heading),
      box('T°', 0.79, heading),
      box('Fournisseur', 0.08, second),
      box('Libelle article', 0.25, second),
      box('fournisseur', 0.42, second),
      box('N°BL', 0.7, second),
      box('recue', 0.54, second),
      box('mesure', 0.62, second),
      box('recep.', 0.79, second),
      box('Visa', 0.86, second),
      ...row(0.292, [
        ['Moulin Guivarch', 0.08],
        ['Farine de froment', 0.25],
        ['MG26-1121', 0.42],
        ['250', 0.54],
        ['kg', 0.62],
        ['BL40112', 0.7],
        ['amb.', 0.79],
        ['MK', 0.86],
      ]),
      ...row(0.327, [
        ['Laiterie du Leon', 0.08],
        ['Lait entier', 0.25],
        ['LL327-11', 0.42],
        ['120', 0.54],
        ['litres', 0.62],
        ['BL20913', 0.7],
        ['4°C', 0.79],
        ['MK', 0.86],
      ]),
    ];
    const x = extractDocument(page(lines), 'goods_receipt', opts);
    expect(
      x.rows.map(values).map((r) => [r.supplier_name, r.material_name, r.lot_code, r.quantity, r.unit]),
    ).toEqual([
      ['Moulin Guivarch', 'Farine de froment', 'MG26-1121', 250, 'kg'],
      ['Laiterie du Leon', 'Lait entier', 'LL327-11', 120, 'L'],
    ]);
    expect(values(x.header)).toMatchObject({ receipt_date: '2026-11-24' });
  });

  it('names the headings of both languages, and the columns of no role', () => {
    expect(headingRole('N° lot fournisseur')).toBe('supplier_lot');
    expect(headingRole('Lotto del fornitore')).toBe('supplier_lot');
    expect(headingRole('Qté livrée')).toBe('quantity');
    expect(headingRole('Quantità utilizzata')).toBe('quantity');
    expect(headingRole('Unité de mesure')).toBe('unit');
    expect(headingRole('Matière première')).toBe('name');
    expect(isOtherHeading('Q.tà prevista')).toBe(true);
    expect(isOtherHeading('Qté commandée')).toBe(true);
    expect(isOtherHeading('N° BL')).toBe(true);
  });
});
