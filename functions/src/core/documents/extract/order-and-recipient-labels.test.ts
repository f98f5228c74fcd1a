import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));
const opts = { dateOrder: 'auto' as const, uploaded: '2026-11-26' };

const goods = (top: number) =>
  table(
    [
      ['Omschrijving', 0.06],
      ['Lot', 0.4],
      ['Aantal', 0.58],
      ['Eenheid', 0.72],
    ],
    [['Hollandse Boter', 'HB-77120', '40', 'kg']],
    top,
  );

describe('the buyer`s order as a seller`s paperwork labels it', () => {
  it('reads a Dutch delivery note`s `Uw ordernummer` as the PO', () => {
    const x = extractDocument(
      page([
        box('PAKBON', 0.06, 0.04),
        box('Zuivelhandel Brabant B.V.', 0.06, 0.07),
        box('Leverdatum: 20-11-2026', 0.06, 0.11),
        box('Uw ordernummer: VK-22817', 0.5, 0.11),
        ...goods(0.2),
      ]),
      'goods_receipt',
      opts,
    );
    expect(x.rows.map(values)[0]).toMatchObject({ po_number: 'VK-22817' });
  });

  it('reads a produce docket`s `Customer Order` as the PO', () => {
    const x = extractDocument(
      page([
        box('DELIVERY DOCKET', 0.06, 0.04),
        box('Date: 20/11/2026', 0.06, 0.11),
        box('Customer Order: 55120', 0.06, 0.14),
        ...table(
          [
            ['Qty', 0.06],
            ['Unit', 0.14],
            ['Product', 0.24],
            ['Batch', 0.6],
          ],
          [['12', 'case', 'Iceberg Lettuce', 'GF-8812']],
          0.22,
        ),
      ]),
      'goods_receipt',
      opts,
    );
    expect(x.rows.map(values)[0]).toMatchObject({ po_number: '55120', quantity: 12 });
  });
});

describe('a Polish issue note`s recipient', () => {
  it('reads `Odbiorca` beside its value as the customer of a shipment', () => {
    const x = extractDocument(
      page([
        box('WZ - WYDANIE ZEWNETRZNE nr 77/11/2026', 0.06, 0.04),
        box('Data wydania', 0.06, 0.1),
        box('21.11.2026', 0.24, 0.1),
        box('Odbiorca', 0.5, 0.1),
        box('HurtowniaSmakSp.zo.o.', 0.66, 0.1),
        box('Magazyn', 0.06, 0.13),
        box('MG-2', 0.24, 0.13),
        box('Zamowienie', 0.5, 0.13),
        box('ZAM 5120', 0.66, 0.13),
        ...table(
          [
            ['Nazwa towaru', 0.06],
            ['Nr partii', 0.4],
            ['Ilosc', 0.6],
          ],
          [['Pasztet Domowy', 'PD-2611-04', '24']],
          0.2,
        ),
      ]),
      'shipment',
      opts,
    );
    expect(values(x.header)).toMatchObject({
      customer_name: 'HurtowniaSmakSp.zo.o.',
      shipment_date: '2026-11-21',
    });
  });
});

describe('a Polish issue note`s lot column and an abbreviated customer', () => {
  it('reads `Nr partii` as the lot column', () => {
    const x = extractDocument(
      page([
        box('Data wydania: 21.11.2026', 0.06, 0.08),
        box('Odbiorca: Hurtownia Smak', 0.5, 0.08),
        ...table(
          [
            ['Lp.', 0.06],
            ['Nazwa towaru', 0.12],
            ['Nr partii', 0.4],
            ['Ilosc', 0.6],
            ['J.m.', 0.7],
          ],
          [
            ['1', 'Pasztet Domowy', 'PD/2611/04', '24', 'kg'],
            ['2', 'Boczek Wedzony', 'BW/2611/09', '12,5', 'kg'],
          ],
          0.2,
        ),
      ]),
      'shipment',
      opts,
    );
    expect(x.rows.map(values).map((r) => [r.material_lot_code, r.material_quantity])).toEqual([
      ['PD/2611/04', 24],
      ['BW/2611/09', 12.5],
    ]);
  });

  it('reads `Cust.:` as the customer of a dispatch book page', () => {
    const x = extractDocument(
      page([
        box('DISPATCH BOOK No. 0388', 0.06, 0.04),
        box('Cust.: Corner Deli', 0.06, 0.08),
        box('Date: 20 Nov 26', 0.5, 0.08),
        ...table(
          [
            ['Goods', 0.06],
            ['Lot', 0.4],
            ['Qty', 0.6],
          ],
          [['Rye Loaf', 'RL-2011', '12']],
          0.16,
        ),
      ]),
      'shipment',
      opts,
    );
    expect(values(x.header)).toMatchObject({ customer_name: 'Corner Deli', shipment_date: '2026-11-20' });
  });
});
