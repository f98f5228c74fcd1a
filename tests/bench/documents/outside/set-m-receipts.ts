import { c, r } from './line-builders.ts';
import type { OutsidePage } from './page-model.ts';
import { receiptTruth } from './truth.ts';

/**
 * HELD OUT (set M, sdoc13): receiving paperwork written from real forms no earlier set drew (a US
 * meat and poultry incoming log with packers' establishment numbers and month-first dates, one of
 * them ambiguous; a Canadian SFCR traceability record of food received; a Scottish goods intake
 * sheet with an ordinal month-name date; a Swedish följesedel with decimal commas; a New England
 * seafood HACCP receiving record with a `DD-MON-YYYY` date), by a helper that does not tune.
 * Scored, never tuned on: never write a rule against these pages.
 */

export const M_RECEIPTS: OutsidePage[] = [
  {
    id: 'm01-meat-incoming-log',
    hand: 'Outside Hand Steve',
    capture: 'photo',
    title: 'INCOMING PRODUCT LOG - RAW MEAT & POULTRY',
    letterhead: ['Est. 4417  -  Receiving dock B'],
    headerStyle: 'colon',
    header: [
      { label: 'Month', value: 'Nov' },
      { label: 'Dock lead', value: 'R. Alvarez' },
    ],
    columns: [
      c('Arrived', 0.14),
      c('Packer', 0.18),
      c('Est. #', 0.08),
      c('Product / Cut', 0.22),
      c('Prod. Code', 0.14),
      c('Net Lbs', 0.09),
      c('Int. °F', 0.07),
      c('Rcvd By', 0.08),
    ],
    cells: [
      ['11/09/2026', 'Prairie Gold Beef', '2231', 'Beef Chuck Rolls', 'PG 31326', '1,240', '33', 'RA'],
      [
        '11/16/2026',
        'Hartland Pork Packers',
        '17564',
        'Pork Butts Bone-In',
        'HP-2611-32',
        '1,880',
        '35',
        'RA',
      ],
      ['', '', '', '', '', '', '', ''],
      [
        '11/17/2026',
        'Blue Ridge Poultry',
        'P-1402',
        'Chicken Breast Boneless',
        'BRP0321A',
        '960',
        '34',
        'JM',
      ],
    ],
    table: 'grid',
    notes: ['Seals intact on all trailers - COAs on file'],
    truth: receiptTruth(null, [
      r('Beef Chuck Rolls', 'PG 31326', 1240, 'lb', 'Prairie Gold Beef', null, '2026-11-09'),
      r('Pork Butts Bone-In', 'HP-2611-32', 1880, 'lb', 'Hartland Pork Packers', null, '2026-11-16'),
      r('Chicken Breast Boneless', 'BRP0321A', 960, 'lb', 'Blue Ridge Poultry', null, '2026-11-17'),
    ]),
  },
  {
    id: 'm02-sfcr-traceability-record',
    hand: null,
    capture: 'scan',
    title: 'TRACEABILITY RECORD - FOOD RECEIVED (SFCR s. 90)',
    letterhead: ['Tantramar Foods Ltd. - Licence 8Y4K2PQ - Sackville, NB'],
    headerStyle: 'beside',
    header: [
      { label: 'Record kept by', value: 'M. LeBlanc' },
      { label: 'Location', value: 'Plant 1' },
    ],
    columns: [
      c('Date food\nreceived', 0.13),
      c('Common name\nof the food', 0.22),
      c('Lot code or other\nunique identifier', 0.19),
      c('Amount', 0.09),
      c('Unit of\nmeasure', 0.1),
      c('Person who\nprovided the food', 0.17),
      c('Document\nref.', 0.1),
    ],
    cells: [
      ['16/11/2026', 'Wild Blueberries IQF', 'FBC-26-0448', '900', 'kg', 'Fundy Berry Co-op', 'INV 20931'],
      ['18/11/2026', 'Maple Syrup Grade A', 'SW2611-07', '410', 'L', 'Sugarwoods Maple', 'INV 7718'],
      ['18/11/2026', 'Large Flake Oats', 'OVG 2614', '1500', 'kg', 'Ottawa Valley Grain', 'BOL 55120'],
    ],
    table: 'grid',
    notes: ['Records retained 2 years. Food supplied to: see shipping log.'],
    signatures: [{ label: 'Reviewed (QA)', value: 'D. Cormier' }],
    truth: receiptTruth(null, [
      r('Wild Blueberries IQF', 'FBC-26-0448', 900, 'kg', 'Fundy Berry Co-op', null, '2026-11-16'),
      r('Maple Syrup Grade A', 'SW2611-07', 410, 'L', 'Sugarwoods Maple', null, '2026-11-18'),
      r('Large Flake Oats', 'OVG 2614', 1500, 'kg', 'Ottawa Valley Grain', null, '2026-11-18'),
    ]),
  },
  {
    id: 'm03-scottish-goods-intake',
    hand: 'Outside Hand Breip',
    capture: 'scan',
    title: 'GOODS INTAKE SHEET',
    letterhead: ['Strathbogie Larder - Huntly'],
    headerStyle: 'above',
    header: [
      { label: 'Date of intake', value: '19th Nov 2026' },
      { label: 'Depot', value: 'Huntly' },
    ],
    columns: [
      c('Supplier', 0.22),
      c('Goods description', 0.25),
      c('Supplier batch code', 0.2),
      c('Amount recd', 0.14),
      c('Condition\nOK', 0.1),
      c('Initials', 0.09),
    ],
    cells: [
      ['Speyside Smokehouse', 'Smoked Salmon Sides', 'SS 4471/26', '18 kg', 'yes', 'IM'],
      ['Grampian Oatmills', 'Pinhead Oatmeal', 'GO-2611-3', '250 kg', 'yes', 'IM'],
      ['Loch Fyne Curers', 'Oak Roast Kippers', 'LFC 1911', '4 boxes', 'yes', 'IM'],
      ['', '', '', '', '', ''],
    ],
    table: 'ruled',
    signatures: [{ label: 'Goods checked by', value: 'I. McRae' }],
    truth: receiptTruth('2026-11-19', [
      r('Smoked Salmon Sides', 'SS 4471/26', 18, 'kg', 'Speyside Smokehouse', null, '2026-11-19'),
      r('Pinhead Oatmeal', 'GO-2611-3', 250, 'kg', 'Grampian Oatmills', null, '2026-11-19'),
      r('Oak Roast Kippers', 'LFC 1911', 4, 'box', 'Loch Fyne Curers', null, '2026-11-19'),
    ]),
  },
  {
    id: 'm04-swedish-foljesedel',
    hand: null,
    capture: 'photo',
    title: 'FÖLJESEDEL',
    letterhead: ['Norrlands Bär AB', 'Storgatan 14, 941 31 Piteå  ·  Org.nr 556712-4410'],
    headerStyle: 'right',
    header: [
      { label: 'Följesedel nr', value: '70418' },
      { label: 'Leveransdatum', value: '2026-11-20' },
      { label: 'Er ordernr', value: 'IO-22817' },
      { label: 'Godsmärkning', value: 'Fryst -18' },
    ],
    columns: [
      c('Artnr', 0.11),
      c('Benämning', 0.3),
      c('Batchnr', 0.17),
      c('Antal', 0.12),
      c('Enhet', 0.1),
      c('Bäst före', 0.2),
    ],
    cells: [
      ['4401', 'Lingon frysta', 'L2611-04', '240,0', 'kg', '2027-11-30'],
      ['4415', 'Hjortron frysta', 'H2610-19', '36,5', 'kg', '2027-10-31'],
      ['4420', 'Blåbär frysta', 'B2611-02', '180,0', 'kg', '2027-11-30'],
    ],
    table: 'open',
    notes: ['Totalt 456,5 kg  -  3 kolli'],
    signatures: [{ label: 'Mottaget av', value: 'E. Lindqvist' }],
    truth: receiptTruth('2026-11-20', [
      r('Lingon frysta', 'L2611-04', 240, 'kg', 'Norrlands Bär', 'IO-22817', '2026-11-20'),
      r('Hjortron frysta', 'H2610-19', 36.5, 'kg', 'Norrlands Bär', 'IO-22817', '2026-11-20'),
      r('Blåbär frysta', 'B2611-02', 180, 'kg', 'Norrlands Bär', 'IO-22817', '2026-11-20'),
    ]),
  },
  {
    id: 'm05-seafood-haccp-receiving',
    hand: null,
    capture: 'photo',
    title: 'SEAFOOD HACCP - RECEIVING RECORD',
    letterhead: ['Harborline Seafood Inc. - Portland, ME'],
    headerStyle: 'colon',
    header: [
      { label: 'Date', value: '18-NOV-2026' },
      { label: 'Our PO', value: 'HS-66120' },
      { label: 'Truck / Carrier', value: 'own truck' },
      { label: 'Monitored by', value: 'K. Doyle' },
    ],
    columns: [
      c('Dealer / Vessel', 0.2),
      c('Cert. No.', 0.11),
      c('Species / Form', 0.22),
      c('Dealer Lot', 0.14),
      c('Lbs', 0.09),
      c('Temp °F', 0.09),
      c('Acc / Rej', 0.15),
    ],
    cells: [
      ['Gloucester Fish Exchange', 'MA-118-SP', 'Atlantic Cod Fillets', 'GFX 18-112', '350', '36', 'Acc'],
      ['Cape Ann Scallop Co', 'MA-402-SS', 'Sea Scallops U10', 'CASC-7731', '120', '34', 'Acc'],
      ['Gloucester Fish Exchange', 'MA-118-SP', 'Haddock Loins', 'GFX 18-115', '210', '37', 'Acc'],
    ],
    table: 'ruled',
    notes: ['Corrective action: none. Ice adequate on all totes.'],
    signatures: [{ label: 'Verified by', value: 'S. Byrne' }],
    truth: receiptTruth('2026-11-18', [
      r(
        'Atlantic Cod Fillets',
        'GFX 18-112',
        350,
        'lb',
        'Gloucester Fish Exchange',
        'HS-66120',
        '2026-11-18',
      ),
      r('Sea Scallops U10', 'CASC-7731', 120, 'lb', 'Cape Ann Scallop Co', 'HS-66120', '2026-11-18'),
      r('Haddock Loins', 'GFX 18-115', 210, 'lb', 'Gloucester Fish Exchange', 'HS-66120', '2026-11-18'),
    ]),
  },
];
