import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));
const opts = { dateOrder: 'auto' as const, uploaded: '2026-11-26' };

describe('a Spanish delivery note`s abbreviated headings', () => {
  it('reads `Cant.` as the quantity, `Ud.` as its unit and `F. Cons. Pref.` as the goods` best before', () => {
    // An albarán: `Cant.` (cantidad) and `Ud.` (unidad) abbreviated, the rows' `KG` cells below.
    const lines = [
      box('ALBARAN 26/0913', 0.06, 0.04),
      box('Aceites del Sur S.L.', 0.06, 0.07),
      box('Fecha: 19/11/2026', 0.06, 0.11),
      ...table(
        [
          ['Codigo', 0.06],
          ['Articulo', 0.16],
          ['Lote', 0.42],
          ['Cant.', 0.56],
          ['Ud.', 0.65],
          ['F. Cons. Pref.', 0.74],
        ],
        [
          ['AO-5', 'Aceite de Oliva Virgen', 'L26-311', '120,00', 'KG', '30-05-2028'],
          ['VJ-1', 'Vinagre de Jerez', 'L26-298', '25,00', 'L', '31-12-2029'],
        ],
        0.2,
        0.035,
      ),
    ];
    const x = extractDocument(page(lines), 'goods_receipt', opts);
    expect(
      x.rows.map(values).map((r) => [r.material_name, r.lot_code, r.quantity, r.unit, r.receipt_date]),
    ).toEqual([
      ['Aceite de Oliva Virgen', 'L26-311', 120, 'kg', '2026-11-19'],
      ['Vinagre de Jerez', 'L26-298', 25, 'L', '2026-11-19'],
    ]);
  });
});
