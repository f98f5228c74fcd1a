import { describe, expect, it } from 'vitest';
import { headingRole } from './column-roles.ts';
import { extractDocument } from './extract-document.ts';
import { box, page, table, tilt } from './layout-fixtures.test-support.ts';

const known = {
  materials: ['Soft White Wheat', 'Yellow Corn', 'Rolled Oats'],
  suppliers: ['Hillcrest Farm', 'Miller Bros Grain'],
};

/** A grain co-op's intake sheet: the plant's own headings, none of them words a form usually prints. */
const intakeSheet = [
  box('GRAIN INTAKE SHEET', 0.06, 0.05),
  box('Elevator 2 - Harvest 2026', 0.06, 0.09),
  ...table(
    [
      ['Intake', 0.06],
      ['Farm', 0.2],
      ['Crop', 0.42],
      ['Tag', 0.62],
      ['Tally', 0.78],
    ],
    [
      ['10/02/2026', 'Hillcrest Farm', 'Soft White Wheat', 'HF-2611', '18200 lb'],
      ['10/02/2026', 'Miller Bros Grain', 'Yellow Corn', 'MB-0417', '22400 lb'],
      ['10/03/2026', 'Hillcrest Farm', 'Rolled Oats', 'HF-2612', '9600 lb'],
    ],
    0.2,
  ),
];

describe('findTable: a table found by its rows when no heading is familiar', () => {
  it('uses headings the vocabulary does not know (the test would prove nothing otherwise)', () => {
    expect(['Intake', 'Farm', 'Crop', 'Tag', 'Tally'].map(headingRole)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('reads every row by what its columns hold: dates, known farms and crops, codes, weights', () => {
    const x = extractDocument(page(intakeSheet), 'goods_receipt', { dateOrder: 'MDY', known });
    expect(
      x.rows.map((r) => [
        r.receipt_date.value,
        r.supplier_name.value,
        r.material_name.value,
        r.lot_code.value,
        r.quantity.value,
        r.unit.value,
      ]),
    ).toEqual([
      ['2026-10-02', 'Hillcrest Farm', 'Soft White Wheat', 'HF-2611', 18200, 'lb'],
      ['2026-10-02', 'Miller Bros Grain', 'Yellow Corn', 'MB-0417', 22400, 'lb'],
      ['2026-10-03', 'Hillcrest Farm', 'Rolled Oats', 'HF-2612', 9600, 'lb'],
    ]);
  });

  it('finds it on a photo taken at a slant', () => {
    const x = extractDocument(page(tilt(intakeSheet, 0.03)), 'goods_receipt', { dateOrder: 'MDY', known });
    expect(x.rows.map((r) => [r.material_name.value, r.quantity.value])).toEqual([
      ['Soft White Wheat', 18200],
      ['Yellow Corn', 22400],
      ['Rolled Oats', 9600],
    ]);
  });

  it('takes no table from a page of prose and header lines', () => {
    const x = extractDocument(
      page([
        box('Hillcrest Farm', 0.06, 0.05),
        box('Dear customer, please find our price list enclosed.', 0.06, 0.12),
        box('Invoice date: 10/02/2026', 0.06, 0.16),
        box('Thank you for your business', 0.06, 0.2),
      ]),
      'goods_receipt',
      { dateOrder: 'MDY', known },
    );
    expect(x.rows).toEqual([]);
  });

  it('takes no item row for a heading: rows under a far title alone are no table found', () => {
    const x = extractDocument(
      page([
        box('Intake', 0.06, 0.05),
        ...table(
          [
            ['', 0.06],
            ['', 0.3],
            ['', 0.6],
          ],
          [
            ['Yellow Corn', 'MB-0417', '22400 lb'],
            ['Rolled Oats', 'HF-2612', '9600 lb'],
          ],
          0.2,
        ),
      ]),
      'goods_receipt',
      { dateOrder: 'MDY', known },
    );
    expect(x.rows).toEqual([]);
  });
});

describe('findTable: a notebook whose names ran on into their lots', () => {
  it('takes rows of a known name glued to a code for line items under words it does not know', () => {
    const eggs = { materials: ['Free Range Eggs'], suppliers: ['Ridgeview Egg Farm'] };
    const x = extractDocument(
      page([
        box('eggs in', 0.06, 0.05),
        ...table(
          [
            ['when', 0.06],
            ['farm', 0.2],
            ['type', 0.42],
            ['flock / pack', 0.72],
            ['no.', 0.88],
          ],
          [
            // As a phone read a hand's page: dates, farms and counts half lost.
            ['/', 'RideviewEgyFacn', 'FreeRangeEsgsRV-F3Zl', '', '18C'],
            ['74/11', 'RicgeviewEgsFurn', 'FreeRangeEggsRV-F3 41l', '', '24C'],
            ['7/', 'RidgeviewEcsFarn', 'FreeRangeEgssRV-F1 7ll', '', '150'],
          ],
          0.15,
        ),
      ]),
      'goods_receipt',
      { dateOrder: 'auto', uploaded: '2026-11-29', known: eggs },
    );
    // Found by its rows (no heading but `when` is known): the three line items.
    expect(x.rows).toHaveLength(3);
  });
});

describe('extractDocument: a page that gave nothing, read once more at its loosest', () => {
  // An Indonesian receiving book, handwritten: headings no list holds, a hand's cells run
  // together so that each row shows two boxes and one typed value.
  const book = page([
    box('Buku Penerimaan', 0.06, 0.05),
    ...table(
      [
        ['Pemasok dan barang', 0.06],
        ['Jumlah', 0.6],
      ],
      [
        ['Rejeki gula', '250 kg'],
        ['Makmur tepung', '120 kg'],
        ['Rejeki garam', '40 kg'],
      ],
      0.15,
    ),
  ]);

  it('takes its rows rather than failing the document', () => {
    const x = extractDocument(book, 'goods_receipt', { dateOrder: 'auto', uploaded: '2026-11-29' });
    expect(x.rows.map((r) => [r.quantity.value, r.unit.value])).toEqual([
      [250, 'kg'],
      [120, 'kg'],
      [40, 'kg'],
    ]);
  });
});
