import { describe, expect, it } from 'vitest';
import { headingRole, isFooter, isOtherHeading } from './column-roles.ts';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));
const opts = { dateOrder: 'auto' as const, uploaded: '2026-11-27' };

describe('Czech, Slovak, Polish and Hungarian delivery notes', () => {
  it('reads a dodací list: `Název zboží`, `Šarže`, `Množství`, `MJ`, the delivery date over the issue date', () => {
    // A mill's delivery note: a right-hand dotted block dated twice (written out on the 20th,
    // delivered on the 21st), the buyer's order number, prices and a totals line under the items.
    const lines = [
      box('DODACI LIST', 0.06, 0.05),
      box('Mlyn Vysocina a.s.', 0.06, 0.08),
      box('Datum vystaveni....', 0.52, 0.15),
      box('20.11.2026', 0.72, 0.15),
      box('Datum dodani', 0.52, 0.18),
      box('21.11.2026', 0.72, 0.18),
      box('Cislo objednavky.......', 0.52, 0.21),
      box('OBJ-26-0412', 0.72, 0.21),
      ...table(
        [
          ['Kod', 0.06],
          ['Nazev zbozi', 0.14],
          ['Sarze', 0.38],
          ['Mnozstvi', 0.52],
          ['MJ', 0.63],
          ['Cena za MJ', 0.69],
          ['Celkem Kc', 0.8],
        ],
        [
          ['4410', 'Psenicna mouka T530', 'PM-2611-04', '1 200,00', 'kg', '9,80', '11 760,00'],
          ['4415', 'Zitna mouka T960', 'ZM-2611-02', '400,00', 'kg', '8,90', '3 560,00'],
        ],
        0.3,
        0.034,
      ),
      box('Celkem bez DPH: 15 320,00 Kc   Hmotnost celkem: 1 600,00 kg', 0.06, 0.42),
      box('Vydal: P. Dvorak', 0.06, 0.46),
    ];
    const x = extractDocument(page(lines), 'goods_receipt', opts);
    expect(
      x.rows.map(values).map((r) => [r.material_name, r.lot_code, r.quantity, r.unit, r.po_number]),
    ).toEqual([
      ['Psenicna mouka T530', 'PM-2611-04', 1200, 'kg', 'OBJ-26-0412'],
      ['Zitna mouka T960', 'ZM-2611-02', 400, 'kg', 'OBJ-26-0412'],
    ]);
    expect(values(x.header)).toMatchObject({ receipt_date: '2026-11-21', po_number: 'OBJ-26-0412' });
  });

  it('reads a szállítólevél: `Megnevezés`, `Tételszám`, `Mennyiség` with `Me.`, `Kelt`, `Vevő`', () => {
    // A meat plant's delivery note to a shop: the count of cartons beside their net weight, a
    // best-before column, a totals line and the two signatures under it.
    const lines = [
      box('SZALLITOLEVEL', 0.1, 0.05),
      box('Alfoldi Hus Kft.', 0.1, 0.08),
      box('Sorszam..', 0.54, 0.14),
      box('SZL-2026/0931', 0.72, 0.14),
      box('Kelt..', 0.54, 0.17),
      box('2026.11.25.', 0.72, 0.17),
      box('Vevo.', 0.54, 0.2),
      box('Sarok Elelmiszer Kft.', 0.72, 0.2),
      ...table(
        [
          ['Cikkszam', 0.1],
          ['Megnevezes', 0.18],
          ['Tetelszam', 0.41],
          ['Mennyiseg', 0.53],
          ['Me.', 0.62],
          ['Netto tomeg (kg)', 0.7],
          ['Min. meg. ideje', 0.81],
        ],
        [
          ['3101', 'Parizsi 1 kg', 'PR-26330', '20', 'karton', '240,0', '2026.12.20.'],
          ['3150', 'Sonka 500 g', 'SO-26331', '16', 'karton', '96,0', '2027.01.15.'],
        ],
        0.3,
        0.034,
      ),
      box('Osszesen: 36 karton 336 kg', 0.1, 0.42),
      box('Atado: K. Nagy', 0.1, 0.46),
      box('Atvevo: B. Kiss', 0.1, 0.49),
    ];
    const x = extractDocument(page(lines), 'shipment', opts);
    expect(
      x.rows.map(values).map((r) => [r.material_name, r.material_lot_code, r.material_quantity, r.unit]),
    ).toEqual([
      ['Parizsi 1 kg', 'PR-26330', 20, 'box'],
      ['Sonka 500 g', 'SO-26331', 16, 'box'],
    ]);
    expect(values(x.header)).toMatchObject({
      shipment_date: '2026-11-25',
      customer_name: 'Sarok Elelmiszer Kft.',
    });
  });

  it('names the four languages` headings, their price columns as none, and their totals as the end', () => {
    expect(headingRole('Šarže')).toBe('lot');
    expect(headingRole('Množstvo')).toBe('quantity');
    expect(headingRole('Nazwa towaru')).toBe('name');
    expect(headingRole('J.m.')).toBe('unit');
    expect(headingRole('Minőségmegőrzési idő')).toBe('best_before');
    expect(headingRole('Spotřebujte do')).toBe('use_by');
    expect(isOtherHeading('Cena za MJ')).toBe(true);
    expect(isOtherHeading('Egységár')).toBe(true);
    expect(isFooter('Összesen: 54 karton')).toBe(true);
    expect(isFooter('Razem')).toBe(true);
    // A material whose name only starts like a total is no footer.
    expect(isFooter('Celer bulva')).toBe(false);
  });
});
