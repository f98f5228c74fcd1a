import { c } from './line-builders.ts';
import type { OutsidePage } from './page-model.ts';
import { shipmentTruth } from './truth.ts';

/**
 * HELD OUT (set N, sdoc14): shipping paperwork written from real forms no earlier set drew (a US
 * FSMA 204 shipping critical tracking event record with an ISO date, traceability lot codes and
 * quantities with their unit in one cell; a Hungarian szállítólevél with `2026.11.26.` dates and
 * net weights beside carton counts, folded by the driver; a Queensland farm's handwritten tax
 * invoice on a carbonless duplicate book with prices and GST), by a helper that does not tune.
 * Scored, never tuned on: never write a rule against these pages.
 */

export const N_SHIPMENTS: OutsidePage[] = [
  {
    id: 'n11-fsma-shipping-cte',
    hand: null,
    capture: 'scan',
    title: 'SHIPPING CTE - KEY DATA ELEMENTS',
    letterhead: ['Salinas Fresh-Cut LLC  ·  FEI 3012874410  ·  Salinas, CA'],
    headerStyle: 'beside',
    header: [
      { label: 'Date of shipment', value: '2026-11-25' },
      { label: 'Ship-from site', value: 'Salinas DC 2' },
      { label: 'Ship-to recipient', value: 'Harbor Fresh Markets' },
      { label: 'Reference doc', value: 'BOL 88120' },
    ],
    columns: [
      c('Traceability Lot\nCode (TLC)', 0.22),
      c('Product description', 0.26),
      c('Quantity & UOM', 0.14),
      c('TLC source\nlocation', 0.2),
      c('Seal #', 0.18),
    ],
    cells: [
      ['SFC-RH-26328-01', 'Romaine Hearts 3ct', '48 cs', 'Salinas Fresh-Cut Bldg A', 'SL 448120'],
      ['SFC-SM-26328-02', 'Spring Mix 2lb', '36 cs', 'Salinas Fresh-Cut Bldg A', 'SL 448120'],
      ['SFC-DC-26327-04', 'Diced Cucumber 5lb', '20 cs', 'Salinas Fresh-Cut Bldg B', 'SL 448120'],
    ],
    table: 'grid',
    notes: ['Total 104 cases on 3 pallets - reefer set 34°F'],
    signatures: [{ label: 'Records kept by', value: 'A. Soto' }],
    truth: shipmentTruth({ date: '2026-11-25', customer: 'Harbor Fresh Markets' }, [
      { material: 'Romaine Hearts 3ct', lot: 'SFC-RH-26328-01', quantity: 48 },
      { material: 'Spring Mix 2lb', lot: 'SFC-SM-26328-02', quantity: 36 },
      { material: 'Diced Cucumber 5lb', lot: 'SFC-DC-26327-04', quantity: 20 },
    ]),
  },
  {
    id: 'n12-szallitolevel',
    hand: null,
    capture: 'photo',
    title: 'SZÁLLÍTÓLEVÉL',
    letterhead: ['Tiszamenti Húsüzem Kft.', '6725 Szeged, Kossuth u. 41.  ·  Adószám: 12873341-2-06'],
    headerStyle: 'right',
    header: [
      { label: 'Sorszám', value: 'SZL-2026/1187' },
      { label: 'Rendelésszám', value: 'V-5512' },
      { label: 'Kelt', value: '2026.11.26.' },
      { label: 'Vevő', value: 'Csemege Áruház Kft.' },
      { label: 'Szállítási cím', value: 'Budapest, Váci út 88.' },
    ],
    columns: [
      c('Cikkszám', 0.11),
      c('Megnevezés', 0.27),
      c('Tételszám', 0.15),
      c('Mennyiség', 0.12),
      c('Me.', 0.09),
      c('Nettó tömeg\n(kg)', 0.13),
      c('Min. meg.\nideje', 0.13),
    ],
    cells: [
      ['2101', 'Téliszalámi 1 kg', 'TSZ-26301', '24', 'karton', '288,0', '2027.05.31.'],
      ['2214', 'Csabai kolbász 500 g', 'CSK-26315', '18', 'karton', '108,0', '2027.02.28.'],
      ['2230', 'Gyulai kolbász 400 g', 'GYK-26317', '12', 'karton', '57,6', '2027.02.28.'],
    ],
    table: 'ruled',
    notes: ['Összesen: 54 karton, 453,6 kg  -  szállítási hőmérséklet max. +8 °C'],
    signatures: [
      { label: 'Átadó', value: 'K. Szabó' },
      { label: 'Átvevő', value: 'B. Tóth' },
    ],
    creased: true,
    truth: shipmentTruth({ date: '2026-11-26', customer: 'Csemege Áruház' }, [
      { material: 'Téliszalámi 1 kg', lot: 'TSZ-26301', quantity: 24 },
      { material: 'Csabai kolbász 500 g', lot: 'CSK-26315', quantity: 18 },
      { material: 'Gyulai kolbász 400 g', lot: 'GYK-26317', quantity: 12 },
    ]),
  },
  {
    id: 'n13-au-tax-invoice-book',
    hand: 'Outside Hand Breip',
    capture: 'photo',
    title: 'TAX INVOICE',
    letterhead: ['Glasshouse Macadamia Farm  ·  ABN 51 824 773 109  ·  Beerwah QLD'],
    headerStyle: 'colon',
    header: [
      { label: 'Inv. no.', value: '0612' },
      { label: 'Dated', value: '26/11/26' },
      { label: 'Bill to', value: 'Bay Street Providore' },
      { label: 'Terms', value: '14 days' },
    ],
    columns: [
      c('Qty', 0.08),
      c('Description', 0.4),
      c('Pack lot', 0.16),
      c('Unit $', 0.12),
      c('GST', 0.1),
      c('Amount', 0.14),
    ],
    cells: [
      ['24', 'Roasted Macadamias 500g', 'RM-2611', '14.50', '-', '348.00'],
      ['12', 'Macadamia Butter 250g', 'MB-2609', '9.80', '-', '117.60'],
      ['18', 'Choc Macadamias 200g', 'CHM-2614', '8.25', '14.85', '148.50'],
      ['', '', '', '', '', ''],
    ],
    table: 'ruled',
    notes: ['Subtotal $614.10   GST $14.85   Total $628.95'],
    signatures: [{ label: 'Signed for', value: 'Mel' }],
    faint: true,
    truth: shipmentTruth({ date: '2026-11-26', customer: 'Bay Street Providore' }, [
      { material: 'Roasted Macadamias 500g', lot: 'RM-2611', quantity: 24 },
      { material: 'Macadamia Butter 250g', lot: 'MB-2609', quantity: 12 },
      { material: 'Choc Macadamias 200g', lot: 'CHM-2614', quantity: 18 },
    ]),
  },
];
