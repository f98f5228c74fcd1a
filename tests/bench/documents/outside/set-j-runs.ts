import { c } from './line-builders.ts';
import type { OutsidePage } from './page-model.ts';
import { productionTruth, shipmentTruth } from './truth.ts';

/**
 * Set J (held out in sdoc9, a TUNING set from sdoc10 on): production and shipping paperwork written from real forms (a Polish
 * WZ, a brewery's brew sheet, a conche log, a blend ticket, a US bill of lading, a bakery's
 * dispatch book) before any reading rule of this round was changed. Scored only in sdoc9; tuned on since sdoc10 (its
 * misses are worked on; rules stay general, never keyed to its words).
 */

export const J_RUNS: OutsidePage[] = [
  {
    id: 'j05-wz-wydanie',
    hand: null,
    capture: 'scan',
    title: 'WZ - WYDANIE ZEWNĘTRZNE  nr 112/11/2026',
    letterhead: [
      'Zakłady Mięsne Podlasie Sp. z o.o.',
      'ul. Przemysłowa 7, 17-100 Bielsk Podlaski - NIP 543-20-11-877',
    ],
    headerStyle: 'beside',
    header: [
      { label: 'Data wydania', value: '26.11.2026' },
      { label: 'Odbiorca', value: 'Delikatesy Mazur Sp. z o.o.' },
      { label: 'Magazyn', value: 'MG-1 chłodnia' },
      { label: 'Zamówienie', value: 'ZAM 3391' },
    ],
    columns: [
      c('Lp.', 0.06),
      c('Nazwa towaru', 0.3),
      c('Nr partii', 0.2),
      c('Ilość', 0.12),
      c('J.m.', 0.08),
      c('Uwagi', 0.24),
    ],
    cells: [
      ['1', 'Kiełbasa Krakowska', 'ZMP/2611/118', '42,5', 'kg', ''],
      ['2', 'Szynka Wiejska', 'ZMP/2611/121', '18,0', 'kg', 'pakowana próżniowo'],
    ],
    table: 'grid',
    notes: ['Razem: 60,5 kg'],
    signatures: [
      { label: 'Wydał', value: 'K. Nowak' },
      { label: 'Odebrał', value: 'A. Mazur' },
    ],
    truth: shipmentTruth({ date: '2026-11-26', customer: 'Delikatesy Mazur' }, [
      { material: 'Kiełbasa Krakowska', lot: 'ZMP/2611/118', quantity: 42.5 },
      { material: 'Szynka Wiejska', lot: 'ZMP/2611/121', quantity: 18 },
    ]),
  },
  {
    id: 'j06-brew-sheet',
    hand: 'Outside Hand Dkg',
    capture: 'photo',
    title: 'BREW SHEET  -  10 hL system',
    headerStyle: 'above',
    header: [
      { label: 'Beer', value: 'Harvest Amber Ale' },
      { label: 'Brew #', value: 'HA-2611' },
      { label: 'Brewed', value: '21-Nov-26' },
      { label: 'Knock-out vol (L)', value: '1020' },
    ],
    columns: [
      c('Grain / Hops', 0.3),
      c('Lot', 0.22),
      c('Amount', 0.14),
      c('Unit', 0.1),
      c('Step /\nTime', 0.24),
    ],
    cells: [
      ['Pale Ale Malt', 'CKM-PA-26114', '225', 'kg', 'mash in 07:40'],
      ['Crystal Malt 60L', 'CKM-C60-25987', '18', 'kg', 'mash in'],
      ['Cascade Hop Pellets', 'YH-C24-0871', '2.4', 'kg', 'boil 60 min'],
    ],
    table: 'ruled',
    notes: ['OG 1.054  -  pitched US-05 at 18°C'],
    signatures: [{ label: 'Brewer', value: 'Sam K.' }],
    truth: productionTruth(
      { date: '2026-11-21', product: 'Harvest Amber Ale', lot: 'HA-2611', quantity: 1020, unit: 'L' },
      [
        { material: 'Pale Ale Malt', lot: 'CKM-PA-26114', amount: 225, unit: 'kg' },
        { material: 'Crystal Malt 60L', lot: 'CKM-C60-25987', amount: 18, unit: 'kg' },
        { material: 'Cascade Hop Pellets', lot: 'YH-C24-0871', amount: 2.4, unit: 'kg' },
      ],
    ),
  },
  {
    id: 'j07-conche-log',
    hand: null,
    capture: 'scan',
    title: 'CONCHE LOG  -  CONCHE 2',
    letterhead: ['Bean-to-bar room - record kept 2 years'],
    headerStyle: 'right',
    header: [
      { label: 'Started', value: '23.11.2026' },
      { label: 'Recipe', value: 'Dark Chocolate 70%' },
      { label: 'Conche batch', value: 'DC70-2611-02' },
      { label: 'Mass out (kg)', value: '1,480' },
    ],
    columns: [
      c('Charged', 0.28),
      c('Lot Ref.', 0.2),
      c('kg in', 0.12),
      c('Time', 0.12),
      c('Temp °C', 0.12),
      c('Op.', 0.16),
    ],
    cells: [
      ['Cocoa Liquor', 'STC-L-0930', '760', '06:10', '45', 'HV'],
      ['Cane Sugar Fine', 'NST 774210', '520', '06:25', '52', 'HV'],
      ['Cocoa Butter Deodorised', 'STC-B-0941', '190', '14:00', '68', 'PJ'],
      ['Sunflower Lecithin', 'LEC-2609-04', '7.4', '20:30', '62', 'PJ'],
    ],
    table: 'grid',
    notes: ['Conched 22 h; viscosity in spec'],
    signatures: [{ label: 'Released', value: 'H. Verhoeven' }],
    truth: productionTruth(
      {
        date: '2026-11-23',
        product: 'Dark Chocolate 70%',
        lot: 'DC70-2611-02',
        quantity: 1480,
        unit: 'kg',
      },
      [
        { material: 'Cocoa Liquor', lot: 'STC-L-0930', amount: 760, unit: 'kg' },
        { material: 'Cane Sugar Fine', lot: 'NST 774210', amount: 520, unit: 'kg' },
        { material: 'Cocoa Butter Deodorised', lot: 'STC-B-0941', amount: 190, unit: 'kg' },
        { material: 'Sunflower Lecithin', lot: 'LEC-2609-04', amount: 7.4, unit: 'kg' },
      ],
    ),
  },
  {
    id: 'j08-blend-ticket',
    hand: 'Outside Hand Delphine',
    capture: 'scan',
    title: 'BLEND TICKET',
    headerStyle: 'beside',
    header: [
      { label: 'Blend', value: 'Smoky BBQ Rub' },
      { label: 'Ticket / Lot', value: 'SB-4471' },
      { label: 'Blended', value: 'Nov. 24, 2026' },
      { label: 'Yield kg', value: '96' },
    ],
    columns: [
      c('Raw Mat.', 0.3),
      c('Lot', 0.2),
      c('Formula\nkg', 0.14),
      c('Scaled\nkg', 0.14),
      c('Chk', 0.22),
    ],
    cells: [
      ['Light Brown Sugar', 'NST 774388', '48.0', '48.2', 'ok'],
      ['Ancho Chile Powder', 'BW-3307-AC', '24.0', '23.9', 'ok'],
      ['Smoked Sea Salt', 'BW-5512-SS', '24.0', '24.1', 'ok'],
    ],
    table: 'ruled',
    notes: ['sieved 2mm, no foreign matter'],
    signatures: [{ label: 'Blender', value: 'Rosa' }],
    truth: productionTruth(
      { date: '2026-11-24', product: 'Smoky BBQ Rub', lot: 'SB-4471', quantity: 96, unit: 'kg' },
      [
        { material: 'Light Brown Sugar', lot: 'NST 774388', amount: 48.2, unit: 'kg' },
        { material: 'Ancho Chile Powder', lot: 'BW-3307-AC', amount: 23.9, unit: 'kg' },
        { material: 'Smoked Sea Salt', lot: 'BW-5512-SS', amount: 24.1, unit: 'kg' },
      ],
    ),
  },
  {
    id: 'j09-bill-of-lading',
    hand: null,
    capture: 'photo',
    title: 'UNIFORM BILL OF LADING',
    letterhead: ['Shipper: Bellwether Snack Co., 1200 Mill Rd, Green Bay WI'],
    headerStyle: 'beside',
    header: [
      { label: 'Ship Date', value: '11-24-26' },
      { label: 'Consignee', value: 'Great Lakes Foodservice' },
      { label: 'B/L No.', value: '0088213' },
      { label: 'Carrier', value: 'Badger State Freight' },
    ],
    columns: [
      c('No. Cs', 0.09),
      c('Kind of\nPackage', 0.11),
      c('Description of Articles', 0.34),
      c('Lot #', 0.2),
      c('Weight\n(lbs)', 0.12),
      c('NMFC', 0.14),
    ],
    cells: [
      ['120', 'CTN', 'Kettle Chips Sea Salt 8oz', 'KC-SS-2611-07', '780', '116030'],
      ['84', 'CTN', 'Kettle Chips Jalapeno 8oz', 'KC-JP-2611-09', '546', '116030'],
    ],
    table: 'grid',
    notes: ['Total: 204 cartons, 1,326 lbs  -  Freight prepaid'],
    signatures: [
      { label: 'Shipper', value: 'R. Olsen' },
      { label: 'Driver', value: 'M. Kowalski' },
    ],
    truth: shipmentTruth({ date: '2026-11-24', customer: 'Great Lakes Foodservice' }, [
      { material: 'Kettle Chips Sea Salt 8oz', lot: 'KC-SS-2611-07', quantity: 120 },
      { material: 'Kettle Chips Jalapeno 8oz', lot: 'KC-JP-2611-09', quantity: 84 },
    ]),
  },
  {
    id: 'j13-dispatch-book',
    hand: 'Outside Hand Dkg Bold',
    capture: 'scan',
    faint: true,
    title: 'DISPATCH BOOK  No. 0417',
    headerStyle: 'colon',
    header: [
      { label: 'Cust.', value: 'Harbourside Cafe' },
      { label: 'Date', value: '28 Nov 26' },
    ],
    columns: [c('Goods', 0.36), c('Bake lot', 0.24), c('How many', 0.18), c('Ret.', 0.22)],
    cells: [
      ['Sourdough Boule', 'SDB-331', '24', ''],
      ['Cheese Scone', 'CSC-331', '36', '2'],
      ['', '', '', ''],
    ],
    table: 'ruled',
    signatures: [{ label: 'Driver', value: 'Wiremu' }],
    truth: shipmentTruth({ date: '2026-11-28', customer: 'Harbourside Cafe' }, [
      { material: 'Sourdough Boule', lot: 'SDB-331', quantity: 24 },
      { material: 'Cheese Scone', lot: 'CSC-331', quantity: 36 },
    ]),
  },
];
