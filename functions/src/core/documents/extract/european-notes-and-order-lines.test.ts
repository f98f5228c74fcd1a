import { describe, expect, it } from 'vitest';
import { assignColumns } from './assign-columns.ts';
import { isKnownName } from './column-content.ts';
import { headingRole } from './column-roles.ts';
import { extractDocument } from './extract-document.ts';
import { parseDate } from './parse-date.ts';
import { completeYear, isYearless } from './yearless-dates.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const opts = { dateOrder: 'auto' as const, uploaded: '2026-11-28' };

describe('a PO line reference is the order, never the lot', () => {
  it('takes the vendor’s lot column for the lot beside a `PO Line` column of `PO-30808/1`', () => {
    const roles = ['name', 'lot', 'supplier_lot', 'quantity', 'unit', 'po'] as const;
    const roleOf = assignColumns(
      [
        { heading: 'PO Line', cells: ['PO-30808/1', 'PO-30808/2'] },
        { heading: 'Item Description', cells: ['Rolled Oats', 'Oat Flour'] },
        { heading: 'Vendor Lot No.', cells: ['AC-26314-2', 'AC-26315-1'] },
        { heading: "Qty Rec'd", cells: ['40', '25'] },
        { heading: 'U/M', cells: ['bag', 'bag'] },
      ],
      roles,
    );
    expect(roleOf[0]).not.toBe('lot');
    expect(roleOf[2]).toBe('supplier_lot');
  });

  it('reads the receiving report’s rows with the vendor lot as the lot and the header’s PO', () => {
    const x = extractDocument(
      page([
        box('WAREHOUSE RECEIVING REPORT', 0.06, 0.04),
        box('Received: Nov102026', 0.06, 0.1),
        box('Purchase Order: PO-30808', 0.5, 0.1),
        box('Vendor: Alder Creek Mills', 0.06, 0.13),
        ...table(
          [
            ['PO Line', 0.06],
            ['Item Description', 0.19],
            ['Vendor Lot No.', 0.42],
            ["Qty Rec'd", 0.59],
            ['U/M', 0.7],
          ],
          [
            ['PO-30808/1', 'Rolled Oats', 'AC-26314-2', '40', 'bag'],
            ['PO-30808/2', 'Oat Flour', 'AC-26315-1', '25', 'bag'],
          ],
          0.2,
        ),
      ]),
      'goods_receipt',
      opts,
    );
    expect(x.rows.map((r) => r.lot_code.value)).toEqual(['AC-26314-2', 'AC-26315-1']);
    expect(x.rows.map((r) => r.po_number.value)).toEqual(['PO-30808', 'PO-30808']);
    expect(x.rows.map((r) => r.receipt_date.value)).toEqual(['2026-11-10', '2026-11-10']);
  });
});

describe('a European delivery note', () => {
  it('names best-before and use-by columns in the languages suppliers print them', () => {
    for (const h of ['MHD', 'DLUO', 'DDM', 'THT', 'Consumo preferente', 'Mindesthaltbarkeitsdatum'])
      expect(headingRole(h), h).toBe('best_before');
    for (const h of ['DLC', 'Fecha de caducidad', 'Verbrauchsdatum', 'TGT'])
      expect(headingRole(h), h).toBe('use_by');
    // An invoice's due date shares these words: no lot's date.
    for (const h of ['Vervaldatum', 'Vencimiento', 'Scadenza']) expect(headingRole(h), h).not.toBe('use_by');
  });

  it('reads a Lieferschein’s `Datum` and `Ihre Bestellung`, never its MHD column as the receipt date', () => {
    const x = extractDocument(
      page([
        box('Lieferschein Nr. 2026-8812', 0.07, 0.05),
        box('Bergmann Honig GmbH', 0.07, 0.09),
        box('Datum:', 0.51, 0.13),
        box('05.11.2026', 0.68, 0.13),
        box('Ihre Bestellung:', 0.51, 0.16),
        box('4711-0934', 0.69, 0.16),
        ...table(
          [
            ['Artikel', 0.07],
            ['Charge', 0.38],
            ['Menge', 0.53],
            ['Einheit', 0.63],
            ['MHD', 0.73],
          ],
          [
            ['Clover Honey', 'BG-45018', '24', 'Stk', '31.10.2028'],
            ['Acacia Honey', 'BG-45022', '12', 'Stk', '31.10.2028'],
          ],
          0.26,
        ),
      ]),
      'goods_receipt',
      { ...opts, known: { suppliers: ['Bergmann Honig'] } },
    );
    expect(x.rows.map((r) => r.receipt_date.value)).toEqual(['2026-11-05', '2026-11-05']);
    expect(x.rows.map((r) => r.supplier_best_before?.value)).toEqual(['2028-10-31', '2028-10-31']);
    expect(x.rows.map((r) => r.po_number.value)).toEqual(['4711-0934', '4711-0934']);
    expect(x.rows.map((r) => r.supplier_name.value)).toEqual(['Bergmann Honig GmbH', 'Bergmann Honig GmbH']);
  });

  it('reads French and Spanish header labels: `N° de commande`, `Date de livraison`, `Nº Pedido`, `Fecha`', () => {
    const read = (lines: [string, string][]) =>
      extractDocument(
        page([
          ...lines.map(([l, v], i) => box(`${l}: ${v}`, 0.5, 0.08 + i * 0.03)),
          ...table(
            [
              ['Désignation', 0.06],
              ['Lote', 0.4],
              ['Cantidad', 0.6],
            ],
            [['Farine T55', 'MD46320', '750']],
            0.25,
          ),
        ]),
        'goods_receipt',
        { dateOrder: 'DMY', uploaded: '2026-11-28' },
      );
    const fr = read([
      ['Date de livraison', '16/11/2026'],
      ['N° de commande', 'CMD-77812'],
    ]);
    expect([fr.rows[0]!.receipt_date.value, fr.rows[0]!.po_number.value]).toEqual([
      '2026-11-16',
      'CMD-77812',
    ]);
    const es = read([
      ['Fecha', '12/11/26'],
      ['Nº Pedido', 'PD-3391'],
    ]);
    expect([es.rows[0]!.receipt_date.value, es.rows[0]!.po_number.value]).toEqual(['2026-11-12', 'PD-3391']);
  });

  it('matches a letterhead’s name with its legal form to the supplier filed without it', () => {
    expect(isKnownName('Bergmann Honig GmbH', ['Bergmann Honig'])).toBe(true);
    expect(isKnownName('Pescados del Norte S.L.', ['Pescados del Norte'])).toBe(true);
    expect(isKnownName('Ridgeway Cattle Co', ['Ridgeway Cattle'])).toBe(true);
    expect(isKnownName('Bergmann Honig GmbH', ['Bergmann Bakery'])).toBe(false);
  });
});

describe('who sent the goods, and who drove them', () => {
  it('takes Shipper, Consignor, Grower / Farm, Seller for the supplier; never Carrier or Haulier', () => {
    for (const h of ['Shipper', 'Consignor', 'Grower / Farm', 'Vendor', 'Seller'])
      expect(headingRole(h), h).toBe('supplier');
    for (const h of ['Carrier', 'Haulier', 'Transporteur', 'Spediteur', 'Freight co.'])
      expect(headingRole(h), h).toBeNull();
    const roleOf = assignColumns(
      [
        { heading: 'Date', cells: ['11/09/2026', '11/12/2026'] },
        { heading: 'Haulier', cells: ['Roadrunner Freight', 'Estes'] },
        { heading: 'Consignor', cells: ['Alder Creek Mills', 'Bluebonnet Honey'] },
        { heading: 'Product', cells: ['Rolled Oats', 'Clover Honey'] },
        { heading: 'Pieces', cells: ['30', '12'] },
      ],
      ['date', 'supplier', 'name', 'quantity'],
      { suppliers: ['Alder Creek Mills', 'Bluebonnet Honey', 'Roadrunner Freight'] },
    );
    expect(roleOf).toEqual(['date', undefined, 'supplier', 'name', 'quantity']);
  });
});

describe('dates written without a comma or a year', () => {
  it('reads `Nov102026`, a month with its day and year run together', () => {
    expect(parseDate('Nov102026', 'MDY')?.iso).toBe('2026-11-10');
    expect(parseDate('Nov 42026', 'MDY')?.iso).toBe('2026-11-04');
    expect(parseDate('Nov 10 2026', 'DMY')?.iso).toBe('2026-11-10');
    // A lot number after a month is no year.
    expect(parseDate('Nov 102031', 'MDY')?.iso).toBe('2031-11-10');
    expect(parseDate('Nov 10203', 'MDY')).toBeNull();
  });

  it('takes `Nov4` written without its year as 4 November of the year nearest the page’s date', () => {
    expect(isYearless('Nov4')).toBe(true);
    expect(isYearless('4Nov')).toBe(true);
    expect(isYearless('4th')).toBe(false);
    expect(completeYear('Nov4', 'MDY', '2026-11-28', '2026-11-28')).toBe('2026-11-04');
    expect(completeYear('Dec30', 'MDY', '2027-01-03', '2027-01-03')).toBe('2026-12-30');
  });
});

describe('a stores issue slip', () => {
  it('reads `Product to Make`, `Date Issued` and `Planned Qty`, each read as one word', () => {
    const x = extractDocument(
      page([
        box('MATERIAL ISSUE SLIP', 0.06, 0.05),
        box('ProducttoMake', 0.06, 0.1),
        box('Honey Oat Granola', 0.22, 0.1),
        box('Batch No.', 0.5, 0.1),
        box('GR-26306-1', 0.66, 0.1),
        box('DateIssued', 0.06, 0.13),
        box('2026/11/02', 0.22, 0.13),
        box('PlannedQty', 0.5, 0.13),
        box('600 kg', 0.66, 0.13),
        ...table(
          [
            ['Component', 0.06],
            ['Lot Issued', 0.33],
            ['Qty Issued', 0.52],
            ['UoM', 0.66],
          ],
          [
            ['Rolled Oats', 'AC-26301-1', '420', 'kg'],
            ['Clover Honey', 'BH-6312', '90', 'kg'],
          ],
          0.2,
        ),
      ]),
      'production',
      opts,
    );
    expect(x.header.product_name.value).toBe('Honey Oat Granola');
    expect(x.header.outgoing_lot.value).toBe('GR-26306-1');
    expect(x.header.production_date.value).toBe('2026-11-02');
    expect([x.header.quantity_produced.value, x.header.quantity_unit.value]).toEqual([600, 'kg']);
  });
});
