import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';
import { parseDate } from './parse-date.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));
const opts = { dateOrder: 'auto' as const, uploaded: '2026-11-29' };

describe('a farm`s carbonless tax invoice book', () => {
  const lines = (top: number) =>
    table(
      [
        ['Qty', 0.08],
        ['Description', 0.15],
        ['Pack lot', 0.48],
        ['Units', 0.61],
        ['GST', 0.71],
        ['Amount', 0.8],
      ],
      [
        ['24', 'Roasted Macadamias 500g', 'RM-2611', '14.50', '-', '348.00'],
        ['12', 'Macadamia Butter 250g', 'MB-2609', '9.80', '-', '117.60'],
      ],
      top,
    );

  it('takes the `Qty` column`s counts, not the prices under `Unit $` read `Units` or the line totals', () => {
    const x = extractDocument(
      page([box('Bill to: Bay Street Providore', 0.08, 0.15), ...lines(0.22)]),
      'shipment',
      opts,
    );
    expect(x.rows.map((r) => r.material_quantity!.value)).toEqual([24, 12]);
    // No one named as receiving: who pays is the customer.
    expect(x.header.customer_name!.value).toBe('Bay Street Providore');
  });

  it('keeps the `Ship to` over the `Bill to` where the page names both', () => {
    const x = extractDocument(
      page([
        box('Bill to: Coastal Foods Head Office', 0.08, 0.12),
        box('Ship to: Coastal Foods Noosa', 0.08, 0.15),
        ...lines(0.22),
      ]),
      'shipment',
      opts,
    );
    expect(x.header.customer_name!.value).toBe('Coastal Foods Noosa');
  });

  it('still reads `Units` as the count where no column is called the quantity', () => {
    const x = extractDocument(
      page(
        table(
          [
            ['Description', 0.08],
            ['Lot', 0.45],
            ['Units', 0.65],
          ],
          [['Macadamia Butter 250g', 'MB-2609', '12']],
          0.22,
        ),
      ),
      'shipment',
      opts,
    );
    expect(x.rows[0]!.material_quantity!.value).toBe(12);
  });
});

describe('a Mexican bitácora de producción', () => {
  it('reads its boxed labels and its `Insumo`, `Cant. usada`, `Medida` columns beside `Hora`', () => {
    const x = extractDocument(
      page([
        box('DÍA DE PRODUCCIÓN', 0.06, 0.12),
        box('25/nov/26', 0.06, 0.14),
        box('PRODUCTO TERMINADO', 0.5, 0.12),
        box('Tortilla de Maíz 1 kg', 0.5, 0.14),
        box('LOTE', 0.06, 0.17),
        box('TM-251126', 0.06, 0.19),
        box('PAQUETES', 0.5, 0.17),
        box('480', 0.5, 0.19),
        ...table(
          [
            ['Insumo', 0.06],
            ['Lote del proveedor', 0.32],
            ['Cant. usada', 0.54],
            ['Medida', 0.67],
            ['Hora', 0.78],
          ],
          [
            ['Maíz blanco', 'MB-2611-07', '520', 'kilos', '05:30'],
            ['Bolsas 1 kg', 'BOL-3312', '486', 'pzas', '09:15'],
          ],
          0.26,
        ),
      ]),
      'production',
      opts,
    );
    expect(values(x.header)).toMatchObject({
      production_date: '2026-11-25',
      product_name: 'Tortilla de Maíz 1 kg',
      outgoing_lot: 'TM-251126',
      quantity_produced: 480,
    });
    expect(x.rows.map(values)).toEqual([
      { material_name: 'Maíz blanco', material_lot: 'MB-2611-07', amt_used: 520, unit: 'kg' },
      { material_name: 'Bolsas 1 kg', material_lot: 'BOL-3312', amt_used: 486, unit: 'each' },
    ]);
  });

  it('reads a month`s short name with one letter handwriting turns (`25 Mov 26`), never a weekday', () => {
    expect(parseDate('25 Mov 26', 'DMY')).toEqual({ iso: '2026-11-25', clean: false });
    expect(parseDate('3 Oec 2026', 'DMY')).toEqual({ iso: '2026-12-03', clean: false });
    // `Mab` is as near March as May; `Sun` is no `Jun` (an S is no J's look-alike).
    expect(parseDate('25 Mab 26', 'DMY')).toBeNull();
    expect(parseDate('Sun 29 11', 'DMY')).toBeNull();
  });
});
