import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));

describe('a Romanian notă de intrare-recepție (NIR)', () => {
  it('reads its labels and columns: the received quantity, not the document`s or the price', () => {
    const x = extractDocument(
      page([
        box('Furnizor: Agromixt Distributie SRL', 0.06, 0.08),
        box('Factura / din: AGX 44712 / 26.11.2026', 0.5, 0.08),
        box('Comanda nr.: CA-2611-058', 0.06, 0.11),
        box('Data receptiei: 27.11.2026', 0.5, 0.11),
        ...table(
          [
            ['Nr. crt.', 0.04],
            ['Denumirea bunurilor', 0.11],
            ['Lot', 0.32],
            ['U.M.', 0.43],
            ['Cant. cf. document', 0.49],
            ['Cant. receptionata', 0.6],
            ['Pret unitar', 0.71],
            ['Valoare', 0.82],
          ],
          [
            ['1', 'Faina alba tip 000', 'MB 330/26', 'kg', '2.000,00', '2.000,00', '2,35', '4.700,00'],
            ['2', 'Drojdie proaspata', 'DR-261124', 'kg', '60,00', '57,50', '8,90', '511,75'],
          ],
          0.2,
        ),
        box('Comisia de receptie: I. Popescu, M. Stan', 0.06, 0.36),
      ]),
      'goods_receipt',
      { dateOrder: 'auto', uploaded: '2026-11-29' },
    );
    expect(values(x.header)).toMatchObject({
      supplier_name: 'Agromixt Distributie SRL',
      receipt_date: '2026-11-27',
      po_number: 'CA-2611-058',
    });
    expect(
      x.rows.map((r) => [r.material_name.value, r.lot_code.value, r.quantity.value, r.unit.value]),
    ).toEqual([
      ['Faina alba tip 000', 'MB330/26', 2000, 'kg'],
      ['Drojdie proaspata', 'DR-261124', 57.5, 'kg'],
    ]);
  });
});
