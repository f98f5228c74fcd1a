import { c } from './line-builders.ts';
import type { OutsidePage } from './page-model.ts';
import { shipmentTruth } from './truth.ts';

/**
 * HELD OUT (set O, sdoc15): shipping paperwork written from real forms no earlier set drew (a New
 * Zealand honey exporter's commercial invoice with shipping marks, HS codes, cartons beside net
 * weight and US dollar prices, `26 November 2026`; a pallet network's consignment note for a
 * Scottish shortbread bakery, boxed labels, `27-11-26`, folded by the driver; a Finnish bakery's
 * lähete to a retailer's distribution centre on a carbonless copy, `pe 27.11.2026`, with pieces
 * beside crates), by a helper that does not tune. Scored, never tuned on: never write a rule
 * against these pages.
 */

export const O_SHIPMENTS: OutsidePage[] = [
  {
    id: 'o11-commercial-invoice',
    hand: null,
    capture: 'scan',
    title: 'COMMERCIAL INVOICE',
    letterhead: [
      'Kaimai Bee Company Ltd  ·  14 Quarry Road, Te Puke 3182, New Zealand',
      'NZBN 9429041187720  ·  Exporter ID NZ-HON-0331',
    ],
    headerStyle: 'right',
    header: [
      { label: 'Invoice No.', value: 'KB-EX-26-117' },
      { label: 'Invoice date', value: '26 November 2026' },
      { label: 'Consignee', value: 'Kobe Natural Foods Co., Ltd.' },
      { label: 'Buyer order ref.', value: 'KNF-PO-8812' },
      { label: 'Incoterms', value: 'FOB Tauranga' },
      { label: 'Vessel / voyage', value: 'Kota Harum 0412N' },
    ],
    columns: [
      c('Marks &\nNos', 0.09),
      c('Description of goods', 0.32),
      c('Batch', 0.12),
      c('HS code', 0.09),
      c('Cartons', 0.08),
      c('Net wt\n(kg)', 0.08),
      c('Unit price\n(USD)', 0.1),
      c('Amount\n(USD)', 0.12),
    ],
    cells: [
      [
        'KNF 1-48',
        'Manuka Honey UMF 10+ 250g x12',
        'MH10-2609',
        '0409.00',
        '48',
        '144.0',
        '96.00',
        '4,608.00',
      ],
      [
        'KNF 49-78',
        'Manuka Honey UMF 15+ 250g x12',
        'MH15-2608',
        '0409.00',
        '30',
        '90.0',
        '138.00',
        '4,140.00',
      ],
      ['KNF 79-96', 'Rewarewa Honey 500g x12', 'RW-2610-3', '0409.00', '18', '108.0', '54.00', '972.00'],
    ],
    table: 'grid',
    notes: [
      'Total: 96 cartons  ·  Net 342.0 kg  ·  Gross 389.5 kg  ·  USD 9,720.00',
      'Country of origin: New Zealand. We certify this invoice is true and correct.',
    ],
    signatures: [{ label: 'Authorised signatory', value: 'H. Ngata' }],
    truth: shipmentTruth({ date: '2026-11-26', customer: 'Kobe Natural Foods' }, [
      { material: 'Manuka Honey UMF 10+ 250g x12', lot: 'MH10-2609', quantity: 48 },
      { material: 'Manuka Honey UMF 15+ 250g x12', lot: 'MH15-2608', quantity: 30 },
      { material: 'Rewarewa Honey 500g x12', lot: 'RW-2610-3', quantity: 18 },
    ]),
  },
  {
    id: 'o12-consignment-note',
    hand: null,
    capture: 'photo',
    title: 'CONSIGNMENT NOTE',
    letterhead: ['Highland Pallet Express  ·  Member depot 217, Perth  ·  0345 771 2040'],
    headerStyle: 'above',
    header: [
      { label: 'Consignment no.', value: '0217 4471 0093' },
      { label: 'Collection date', value: '27-11-26' },
      { label: 'Sender', value: 'Glen Affric Shortbread Ltd, Beauly' },
      { label: 'Receiver', value: 'Lochside Fine Foods, Inverness' },
      { label: 'Service', value: 'Next day - AM' },
      { label: 'Pallets', value: '1 (half)' },
    ],
    columns: [
      c('Items', 0.09),
      c('Pack', 0.08),
      c('Description of goods', 0.35),
      c('Batch', 0.14),
      c('BBE', 0.12),
      c('Weight\n(kg)', 0.11),
      c('Ref.', 0.11),
    ],
    cells: [
      ['36', 'ctn', 'All-Butter Shortbread Fingers 150g', 'GA 3301', '05/27', '97.2', 'LFF 5512'],
      ['20', 'ctn', 'Stem Ginger Shortbread 150g', 'GA 3287', '04/27', '54.0', 'LFF 5512'],
      ['12', 'ctn', 'Shortbread Tin 400g', 'GT 3264', '06/27', '67.2', 'LFF 5512'],
    ],
    table: 'ruled',
    notes: ['68 ctns on 1 half pallet, shrink wrapped. Total 218.4 kg. Keep dry.'],
    signatures: [
      { label: 'Driver', value: 'A. MacLeod' },
      { label: 'Received by (print)', value: 'F. Ross' },
    ],
    creased: true,
    truth: shipmentTruth({ date: '2026-11-27', customer: 'Lochside Fine Foods' }, [
      { material: 'All-Butter Shortbread Fingers 150g', lot: 'GA 3301', quantity: 36 },
      { material: 'Stem Ginger Shortbread 150g', lot: 'GA 3287', quantity: 20 },
      { material: 'Shortbread Tin 400g', lot: 'GT 3264', quantity: 12 },
    ]),
  },
  {
    id: 'o13-lahete-jakelukeskus',
    hand: null,
    capture: 'scan',
    title: 'LÄHETE',
    letterhead: ['Leipomo Pohjanmaa Oy  ·  Kauppatori 3, 60100 Seinäjoki  ·  Y-tunnus 0871120-4'],
    headerStyle: 'colon',
    header: [
      { label: 'Lähetenro', value: '261127-044' },
      { label: 'Toimituspäivä', value: 'pe 27.11.2026' },
      { label: 'Vastaanottaja', value: 'Pohjola Kauppa Oy, jakelukeskus' },
      { label: 'Tilausnro', value: '4500871120' },
      { label: 'Ovi', value: '14' },
      { label: 'Saapumisaika', value: 'klo 04.30' },
    ],
    columns: [
      c('EAN', 0.17),
      c('Tuote', 0.27),
      c('Erä', 0.12),
      c('Parasta\nennen', 0.12),
      c('Kpl', 0.1),
      c('Ltk', 0.08),
      c('Paino\nkg', 0.14),
    ],
    cells: [
      ['6410405118203', 'Ruisleipä 500 g', 'R331-2', '03.12.2026', '480', '40', '240,0'],
      ['6410405118418', 'Kauraleipä 400 g', 'K331-1', '02.12.2026', '360', '30', '144,0'],
      ['6410405120077', 'Karjalanpiirakka 10 kpl', 'KP331-3', '30.11.2026', '1 200', '100', '660,0'],
    ],
    table: 'grid',
    notes: ['Yhteensä 170 ltk, 1 044,0 kg  ·  kuljetus +6 °C'],
    signatures: [
      { label: 'Kuljettaja', value: 'M. Korhonen' },
      { label: 'Vastaanottanut', value: 'L. Virtanen' },
    ],
    faint: true,
    truth: shipmentTruth({ date: '2026-11-27', customer: 'Pohjola Kauppa' }, [
      { material: 'Ruisleipä 500 g', lot: 'R331-2', quantity: 480 },
      { material: 'Kauraleipä 400 g', lot: 'K331-1', quantity: 360 },
      { material: 'Karjalanpiirakka 10 kpl', lot: 'KP331-3', quantity: 1200 },
    ]),
  },
];
