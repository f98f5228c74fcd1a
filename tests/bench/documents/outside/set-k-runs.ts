import { c, u } from './line-builders.ts';
import type { OutsidePage } from './page-model.ts';
import { productionTruth, shipmentTruth } from './truth.ts';

/**
 * Set K (held out in sdoc10, a TUNING set from sdoc11 on): production and shipping paperwork written from real forms (a
 * bilingual Canadian bill of lading, a sausage room's batch record, a bakery mixing sheet, a
 * coffee roaster's packing slip, a salsa kettle's batch record, a pie shop's dispatch note)
 * before any reading rule of this round was changed. Scored only in sdoc10; tuned on since sdoc11 (its misses are worked on; rules stay general, never keyed to its words).
 */

export const K_RUNS: OutsidePage[] = [
  {
    id: 'k02-bilingual-bol',
    hand: null,
    capture: 'scan',
    title: 'BILL OF LADING / CONNAISSEMENT',
    letterhead: [
      "Laurentian Maple Products Inc. / Produits d'érable Laurentides inc.",
      '455 boul. Industriel, Saint-Georges (QC) G5Y 5N9',
    ],
    headerStyle: 'beside',
    header: [
      { label: 'Ship Date / Expédié', value: '2026-11-25' },
      { label: 'Consignee / Dest.', value: 'Maritime Fine Foods Ltd.' },
      { label: 'Carrier / Transp.', value: 'TransQuébec Express' },
      { label: 'B/L No. / No de conn.', value: 'BL-40912' },
    ],
    columns: [
      c('Pcs\nPièces', 0.1),
      c('Description\nDescription', 0.34),
      c('Lot No.\nNo de lot', 0.2),
      c('Weight kg\nPoids kg', 0.16),
      c('Class\nClasse', 0.2),
    ],
    cells: [
      ['40', 'Maple Syrup Amber 1L', 'LMP-2611-A07', '520', '55'],
      ['18', 'Maple Butter 250g', 'LMP-2610-B22', '61', '55'],
    ],
    table: 'grid',
    notes: ['Total / Total: 58 pcs  581 kg', 'Keep from freezing / Protéger du gel'],
    signatures: [
      { label: 'Shipper / Expéditeur', value: 'M. Poulin' },
      { label: 'Driver / Chauffeur', value: 'R. Gagné' },
    ],
    truth: shipmentTruth({ date: '2026-11-25', customer: 'Maritime Fine Foods' }, [
      { material: 'Maple Syrup Amber 1L', lot: 'LMP-2611-A07', quantity: 40 },
      { material: 'Maple Butter 250g', lot: 'LMP-2610-B22', quantity: 18 },
    ]),
  },
  {
    id: 'k05-sausage-batch-record',
    hand: null,
    capture: 'photo',
    title: 'PRODUCTION BATCH RECORD - SAUSAGE ROOM',
    headerStyle: 'colon',
    header: [
      { label: 'Production Date', value: '11/24/2026' },
      { label: 'Product', value: 'Bratwurst Original' },
      { label: 'Batch Code', value: 'BR-1124-01' },
      { label: 'Yield (kg)', value: '412' },
    ],
    columns: [
      c('Component', 0.3),
      c('Supplier Lot', 0.2),
      c('Weight (kg)', 0.16),
      c('Added by', 0.16),
      c('Time', 0.18),
    ],
    cells: [
      ['Pork Trim 72/28', 'PT-77180', '300', 'JB', '06:40'],
      ['Pork Back Fat', 'PBF-3319', '90', 'JB', '06:42'],
      ['Bratwurst Seasoning', 'SS-2611-4', '12.5', 'JB', '06:50'],
      ['Natural Hog Casings', 'NHC-0982', '4', 'EK', '07:30'],
    ],
    table: 'ruled',
    notes: ['Total batch weight: 406.5 kg   Final temp 2°C'],
    signatures: [
      { label: 'Line lead', value: 'J. Brandt' },
      { label: 'QA check', value: 'E. Kowal' },
    ],
    truth: productionTruth(
      { date: '2026-11-24', product: 'Bratwurst Original', lot: 'BR-1124-01', quantity: 412, unit: 'kg' },
      [
        u('Pork Trim 72/28', 'PT-77180', 300, 'kg'),
        u('Pork Back Fat', 'PBF-3319', 90, 'kg'),
        u('Bratwurst Seasoning', 'SS-2611-4', 12.5, 'kg'),
        u('Natural Hog Casings', 'NHC-0982', 4, 'kg'),
      ],
    ),
  },
  {
    id: 'k06-bakery-mixing-sheet',
    hand: 'Outside Hand Dkg',
    capture: 'photo',
    title: 'MIXING SHEET',
    headerStyle: 'above',
    header: [
      { label: 'Mix date', value: '26 Nov 2026' },
      { label: 'Dough', value: 'Country White Loaf' },
      { label: 'Batch #', value: 'CW-2611-3' },
      { label: 'Pieces', value: '180' },
    ],
    columns: [c('Ingredient', 0.32), c('Lot used', 0.22), c('Scaled', 0.14), c('UOM', 0.1), c('Mixer', 0.22)],
    cells: [
      ['Bread Flour T65', 'GM 30412', '100', 'kg', 'spiral 2'],
      ['Fine Sea Salt', 'SSF-209', '2', 'kg', 'spiral 2'],
      ['Fresh Yeast', 'FY 2611', '1.5', 'kg', 'spiral 2'],
    ],
    table: 'ruled',
    notes: ['Water 68 L at 12°C - dough temp 25°C'],
    signatures: [{ label: 'Mixer', value: 'Bea' }],
    truth: productionTruth(
      { date: '2026-11-26', product: 'Country White Loaf', lot: 'CW-2611-3', quantity: 180, unit: 'each' },
      [
        u('Bread Flour T65', 'GM 30412', 100, 'kg'),
        u('Fine Sea Salt', 'SSF-209', 2, 'kg'),
        u('Fresh Yeast', 'FY 2611', 1.5, 'kg'),
      ],
    ),
  },
  {
    id: 'k08-packing-slip',
    hand: null,
    capture: 'photo',
    title: 'PACKING SLIP',
    letterhead: ['Copper Creek Coffee Roasters - 1180 Industrial Way, Boise ID 83709'],
    headerStyle: 'colon',
    header: [
      { label: 'Ship To', value: 'Summit Grocers #14' },
      { label: 'Order #', value: 'SO-66120' },
      { label: 'Ship Date', value: 'Nov 27, 2026' },
      { label: 'Ship Via', value: 'UPS Ground' },
    ],
    columns: [
      c('Line', 0.07),
      c('Item #', 0.12),
      c('Description', 0.27),
      c('Lot', 0.16),
      c('Ordered', 0.13),
      c('Shipped', 0.13),
      c('B/O', 0.12),
    ],
    cells: [
      ['1', 'CC-HB12', 'House Blend 12oz', 'RB-1119-2', '48', '48', '0'],
      ['2', 'CC-DR12', 'Dark Roast 12oz', 'RB-1121-1', '36', '24', '12'],
      ['3', 'CC-DC12', 'Decaf 12oz', 'RB-1118-3', '12', '12', '0'],
    ],
    table: 'open',
    notes: ['Items on back order ship when roasted. Questions? orders@coppercreek.example'],
    truth: shipmentTruth({ date: '2026-11-27', customer: 'Summit Grocers' }, [
      { material: 'House Blend 12oz', lot: 'RB-1119-2', quantity: 48 },
      { material: 'Dark Roast 12oz', lot: 'RB-1121-1', quantity: 24 },
      { material: 'Decaf 12oz', lot: 'RB-1118-3', quantity: 12 },
    ]),
  },
  {
    id: 'k11-kettle-batch-record',
    hand: null,
    capture: 'scan',
    title: 'KETTLE BATCH RECORD',
    headerStyle: 'right',
    header: [
      { label: 'Batch Date', value: '11/23/2026' },
      { label: 'Product', value: 'Salsa Roja Medium' },
      { label: 'Kettle Lot', value: 'SR-3327' },
      { label: 'Cases Packed', value: '220' },
    ],
    columns: [
      c('Ingredient', 0.3),
      c('Lot\nNumber', 0.2),
      c('Qty\nWeighed', 0.14),
      c('UOM', 0.1),
      c('Verified\n(initials)', 0.26),
    ],
    cells: [
      ['Diced Tomatoes', 'DT-26-8810', '400', 'lb', 'CR'],
      ['Jalapeno Peppers', 'JP-1120', '35', 'lb', 'CR'],
      ['Yellow Onions', 'YO-1118-B', '60', 'lb', 'CR'],
      ['Kosher Salt', 'KS-0417', '6', 'lb', 'MT'],
    ],
    table: 'grid',
    notes: ['Batch total 501 lb - fill temp 185°F'],
    stamp: 'QA RELEASED',
    truth: productionTruth(
      { date: '2026-11-23', product: 'Salsa Roja Medium', lot: 'SR-3327', quantity: 220, unit: 'case' },
      [
        u('Diced Tomatoes', 'DT-26-8810', 400, 'lb'),
        u('Jalapeno Peppers', 'JP-1120', 35, 'lb'),
        u('Yellow Onions', 'YO-1118-B', 60, 'lb'),
        u('Kosher Salt', 'KS-0417', 6, 'lb'),
      ],
    ),
  },
  {
    id: 'k12-dispatch-note',
    hand: 'Outside Hand Dkg Oblique',
    capture: 'photo',
    title: 'DISPATCH NOTE',
    headerStyle: 'colon',
    header: [
      { label: 'Dispatched', value: '27 November 2026' },
      { label: 'Deliver to', value: 'The Larder Deli' },
      { label: 'Van', value: '2' },
    ],
    columns: [c('Product', 0.36), c('Batch code', 0.24), c('No. of trays', 0.2), c('Checked', 0.2)],
    cells: [
      ['Pork Pie Large', 'PP-2711', '6', 'ok'],
      ['Scotch Egg', 'SE-2611', '10', 'ok'],
    ],
    table: 'ruled',
    signatures: [{ label: 'Driver', value: 'Mo' }],
    truth: shipmentTruth({ date: '2026-11-27', customer: 'The Larder Deli' }, [
      { material: 'Pork Pie Large', lot: 'PP-2711', quantity: 6 },
      { material: 'Scotch Egg', lot: 'SE-2611', quantity: 10 },
    ]),
  },
];
