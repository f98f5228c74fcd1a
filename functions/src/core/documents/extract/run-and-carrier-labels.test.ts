import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));
const opts = { dateOrder: 'auto' as const, uploaded: '2026-11-26' };

const ingredients = (top: number) =>
  table(
    [
      ['Ingredient', 0.06],
      ['Lot', 0.4],
      ['Qty (kg)', 0.62],
    ],
    [['Pork Shoulder', 'PS-4480', '120']],
    top,
  );

describe('production headers named by the process step and the finished output', () => {
  it('takes a smoker`s `Cook Lot` for the output lot and `Finished Wt` for what came out', () => {
    const x = extractDocument(
      page([
        box('SMOKER RECORD', 0.06, 0.04),
        box('Date: 11/20/2026', 0.06, 0.08),
        box('Product: Pulled Pork', 0.06, 0.11),
        box('Cook Lot: PP-1120-1', 0.06, 0.14),
        box('Finished Wt: 84.5 kg', 0.06, 0.17),
        ...ingredients(0.24),
      ]),
      'production',
      opts,
    );
    expect(values(x.header)).toMatchObject({
      product_name: 'Pulled Pork',
      outgoing_lot: 'PP-1120-1',
      quantity_produced: 84.5,
      quantity_unit: 'kg',
    });
  });

  it('takes a co-packer`s `Customer Item` for the product and its `Run Lot` for the output lot', () => {
    const x = extractDocument(
      page([
        // A right-hand block: labels, dotted leaders, values.
        box('Run Date', 0.5, 0.06),
        box('..........', 0.62, 0.06),
        box('11/21/2026', 0.72, 0.06),
        box('Customer Item', 0.5, 0.09),
        box('......', 0.64, 0.09),
        box('Cinnamon Raisin Bagel', 0.72, 0.09),
        box('Run Lot', 0.5, 0.12),
        box('..........', 0.6, 0.12),
        box('CRB-1121', 0.72, 0.12),
        ...ingredients(0.22),
      ]),
      'production',
      opts,
    );
    expect(values(x.header)).toMatchObject({
      product_name: 'Cinnamon Raisin Bagel',
      outgoing_lot: 'CRB-1121',
    });
  });
});

describe('an Italian delivery note`s header', () => {
  const ddt = () =>
    extractDocument(
      page([
        box('DOCUMENTO DI TRASPORTO N. 2290', 0.06, 0.04),
        box('Salumificio Colle Alto S.r.l', 0.06, 0.08),
        box('Data', 0.5, 0.13),
        box('20/11/2026', 0.7, 0.13),
        box('Vs. ordine n.', 0.5, 0.16),
        box('0RD-7710', 0.7, 0.16),
        box('Causale', 0.5, 0.19),
        box('Vendita', 0.7, 0.19),
        box('Vettore', 0.5, 0.22),
        box('Mittente', 0.7, 0.22),
        ...table(
          [
            ['Descrizione', 0.06],
            ['Lotto', 0.4],
            ['Quantita', 0.58],
            ['U.M.', 0.74],
          ],
          [['Mortadella', 'L26301', '12,5', 'KG']],
          0.3,
        ),
      ]),
      'goods_receipt',
      { ...opts, known: { suppliers: ['Salumificio Colle Alto'] } },
    );

  it('reads `Vs. ordine n.` as the PO, its O read as a zero mended', () => {
    expect(ddt().header.po_number.value).toBe('ORD-7710');
  });

  it('takes the carrier`s `Mittente` (the sender carries) for no sender: the letterhead names the supplier', () => {
    expect(ddt().header.supplier_name.value).toMatch(/^Salumificio Colle Alto/);
  });
});

describe('a receipt`s dates are never after its upload', () => {
  it('takes a column of dates all after the upload for shelf life, and the rows the header`s date', () => {
    const x = extractDocument(
      page([
        box('Supplier: Alpine Dairy', 0.06, 0.06),
        box('Date: 18/11/2026', 0.06, 0.09),
        ...table(
          [
            ['Article', 0.06],
            ['Lot', 0.36],
            ['Kg', 0.56],
            ['Scadenza', 0.7],
          ],
          [
            ['Fontina', 'F-2281', '20', '18/01/2027'],
            ['Asiago', 'A-2290', '15', '02/02/2027'],
          ],
          0.2,
        ),
      ]),
      'goods_receipt',
      opts,
    );
    expect(x.rows.map((r) => r.receipt_date.value)).toEqual(['2026-11-18', '2026-11-18']);
  });

  it('keeps a column of dates on or before the upload as the days the goods came', () => {
    const x = extractDocument(
      page([
        box('Supplier: Alpine Dairy', 0.06, 0.06),
        ...table(
          [
            ['Date', 0.06],
            ['Article', 0.2],
            ['Lot', 0.46],
            ['Kg', 0.66],
          ],
          [
            ['24/11/2026', 'Fontina', 'F-2281', '20'],
            ['26/11/2026', 'Asiago', 'A-2290', '15'],
          ],
          0.2,
        ),
      ]),
      'goods_receipt',
      opts,
    );
    expect(x.rows.map((r) => r.receipt_date.value)).toEqual(['2026-11-24', '2026-11-26']);
  });
});

describe('a bare `Réf.` column of a European delivery note', () => {
  it('is the article`s reference: the rows take the order number printed above', () => {
    const x = extractDocument(
      page([
        box('BON DE LIVRAISON N° BL-3310', 0.06, 0.04),
        box('Fromagerie des Aravis', 0.06, 0.08),
        box('Date de livraison: 21/11/2026', 0.5, 0.13),
        box('N° de commande: CMD-40217', 0.5, 0.16),
        ...table(
          [
            ['Réf.', 0.06],
            ['Désignation', 0.16],
            ['N° de lot', 0.44],
            ['Quantité', 0.62],
            ['Unité', 0.78],
          ],
          [
            ['REB-12', 'Reblochon', 'FA26-331', '24', 'kg'],
            ['TOM-05', 'Tomme de Savoie', 'FA26-318', '18', 'kg'],
          ],
          0.24,
        ),
      ]),
      'goods_receipt',
      opts,
    );
    expect(x.rows.map((r) => r.po_number.value)).toEqual(['CMD-40217', 'CMD-40217']);
  });
});
