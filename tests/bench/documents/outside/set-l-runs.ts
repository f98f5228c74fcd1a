import { c, u } from './line-builders.ts';
import type { OutsidePage } from './page-model.ts';
import { productionTruth, shipmentTruth } from './truth.ts';

/**
 * Set L (held out in sdoc11, a TUNING set from sdoc13 on): production and shipping paperwork written from real forms (a
 * chutney kitchen's batch record with lower-case headings, a US straight bill of lading of
 * handling units and packages, a creamery's vat make sheet, a honey packer's jarring notebook, a
 * farm bakery's delivery book, a mill's advice note) before any reading rule of this round was
 * changed. Scored only in sdoc11; tuned on since sdoc13 (rules stay general, never keyed to its words).
 */

export const L_RUNS: OutsidePage[] = [
  {
    id: 'l08-chutney-batch-record',
    hand: null,
    capture: 'scan',
    title: 'batch record',
    headerStyle: 'colon',
    header: [
      { label: 'date made', value: '24 nov 2026' },
      { label: 'product', value: 'Spiced Apple Chutney' },
      { label: 'batch no.', value: 'SAC-2411' },
      { label: 'jars filled', value: '312' },
    ],
    columns: [
      c('ingredient', 0.3),
      c('supplier lot no.', 0.22),
      c('qty', 0.12),
      c('unit', 0.1),
      c('added by', 0.12),
      c('time', 0.14),
    ],
    cells: [
      ['Cooking Apples', 'OR-7781', '60', 'kg', 'ph', '09:10'],
      ['Demerara Sugar', 'DS-55102', '18', 'kg', 'ph', '09:14'],
      ['Cider Vinegar', 'CV-2290', '12', 'L', 'ph', '09:20'],
      ['Mixed Spice', 'MS-0311', '0.6', 'kg', 'jw', '09:25'],
    ],
    table: 'ruled',
    notes: ['boiled 95 min, set test ok at 104°C'],
    signatures: [{ label: 'checked', value: 'J. Wren' }],
    truth: productionTruth(
      { date: '2026-11-24', product: 'Spiced Apple Chutney', lot: 'SAC-2411', quantity: 312, unit: 'each' },
      [
        u('Cooking Apples', 'OR-7781', 60, 'kg'),
        u('Demerara Sugar', 'DS-55102', 18, 'kg'),
        u('Cider Vinegar', 'CV-2290', 12, 'L'),
        u('Mixed Spice', 'MS-0311', 0.6, 'kg'),
      ],
    ),
  },
  {
    id: 'l09-straight-bill-of-lading',
    hand: null,
    capture: 'photo',
    title: 'STRAIGHT BILL OF LADING - SHORT FORM',
    letterhead: ['Shipper: Ridgeview Creamery LLC, 48 Mill Rd, Chatham NY 12037'],
    headerStyle: 'beside',
    header: [
      { label: 'Date', value: '11/25/26' },
      { label: 'Ship To', value: 'Hudson Valley Markets' },
      { label: 'Carrier Name', value: 'Empire Reefer Lines' },
      { label: 'BOL Number', value: 'RVC-26-0931' },
    ],
    columns: [
      c('Handling Unit\nQty', 0.11),
      c('Type', 0.07),
      c('Package\nQty', 0.1),
      c('Pkg\nType', 0.07),
      c('Weight\n(lbs)', 0.1),
      c('Commodity Description', 0.35),
      c('Lot #', 0.2),
    ],
    cells: [
      ['1', 'PLT', '60', 'CS', '720', 'Ridgeview Cheddar 8oz', 'RC-2611-04'],
      ['1', 'PLT', '45', 'CS', '540', 'Ridgeview Jack 8oz', 'RJ-2611-02'],
    ],
    table: 'grid',
    notes: ['Grand total: 2 PLT  105 CS  1,260 lbs', 'Keep refrigerated 34-38°F'],
    signatures: [
      { label: 'Shipper signature', value: 'D. Kline' },
      { label: 'Carrier signature', value: 'R. Ortega' },
    ],
    truth: shipmentTruth({ date: '2026-11-25', customer: 'Hudson Valley Markets' }, [
      { material: 'Ridgeview Cheddar 8oz', lot: 'RC-2611-04', quantity: 60 },
      { material: 'Ridgeview Jack 8oz', lot: 'RJ-2611-02', quantity: 45 },
    ]),
  },
  {
    id: 'l10-vat-make-sheet',
    hand: 'Outside Hand Delphine',
    capture: 'photo',
    title: 'VAT MAKE SHEET',
    headerStyle: 'above',
    header: [
      { label: 'Make date', value: '11/23/26' },
      { label: 'Cheese', value: 'Farmhouse Gouda' },
      { label: 'Vat lot', value: 'FG-1123-V2' },
      { label: 'Wheels', value: '24' },
    ],
    columns: [c('Input', 0.3), c('Lot #', 0.22), c('Amount', 0.14), c('Units', 0.12), c('Added', 0.22)],
    cells: [
      ['Whole Milk', 'M1123-A', '2400', 'L', '06:30'],
      ['Mesophilic Culture', 'CUL-8812', '0.25', 'kg', '07:10'],
      ['Calf Rennet', 'REN-440', '0.6', 'L', '07:55'],
      ['Cheese Salt', 'CS-2209', '4', 'kg', '10:40'],
    ],
    table: 'ruled',
    notes: ['cut at 08:35, pH 6.52 at draining'],
    truth: productionTruth(
      { date: '2026-11-23', product: 'Farmhouse Gouda', lot: 'FG-1123-V2', quantity: 24, unit: 'each' },
      [
        u('Whole Milk', 'M1123-A', 2400, 'L'),
        u('Mesophilic Culture', 'CUL-8812', 0.25, 'kg'),
        u('Calf Rennet', 'REN-440', 0.6, 'L'),
        u('Cheese Salt', 'CS-2209', 4, 'kg'),
      ],
    ),
  },
  {
    id: 'l11-honey-jarring-notebook',
    hand: 'Outside Hand Dkg Bold',
    capture: 'scan',
    title: 'Extraction & jarring',
    headerStyle: 'colon',
    header: [
      { label: 'Date', value: '25/11/2026' },
      { label: 'Honey', value: 'Wildflower Honey 340g' },
      { label: 'Jar lot', value: 'WF-25-11' },
      { label: 'Jars', value: '410' },
    ],
    columns: [c('Item', 0.34), c('Lot', 0.24), c('Used', 0.2), c('Unit', 0.22)],
    cells: [
      ['Raw Wildflower Honey', 'RH-2611-07', '140', 'kg'],
      ['Glass Jars 340g', 'GJ-8816', '410', 'each'],
      ['Jar Lids 63mm', 'JL-4410', '410', 'each'],
    ],
    table: 'notebook',
    notes: ['moisture 17.2% - settled 2 days'],
    truth: productionTruth(
      { date: '2026-11-25', product: 'Wildflower Honey 340g', lot: 'WF-25-11', quantity: 410, unit: 'each' },
      [
        u('Raw Wildflower Honey', 'RH-2611-07', 140, 'kg'),
        u('Glass Jars 340g', 'GJ-8816', 410, 'each'),
        u('Jar Lids 63mm', 'JL-4410', 410, 'each'),
      ],
    ),
  },
  {
    id: 'l12-farm-bakery-delivery-book',
    hand: 'Outside Hand Dkg Oblique',
    capture: 'photo',
    title: 'DELIVERY BOOK',
    headerStyle: 'colon',
    header: [
      { label: 'Date', value: 'Thurs 26/11' },
      { label: 'To', value: 'Corner Cafe Bristol' },
    ],
    columns: [c('Qty', 0.14), c('Item', 0.36), c('Lot', 0.26), c('Each £', 0.24)],
    cells: [
      ['12', 'Sourdough Boule', 'SB-2611', '3.20'],
      ['24', 'Cheese Scone', 'CS-2611', '1.10'],
      ['6', 'Carrot Cake', 'CC-2511', '18.00'],
    ],
    table: 'ruled',
    signatures: [{ label: 'Rec’d by', value: 'Jo' }],
    truth: shipmentTruth({ date: '2026-11-26', customer: 'Corner Cafe Bristol' }, [
      { material: 'Sourdough Boule', lot: 'SB-2611', quantity: 12 },
      { material: 'Cheese Scone', lot: 'CS-2611', quantity: 24 },
      { material: 'Carrot Cake', lot: 'CC-2511', quantity: 6 },
    ]),
  },
  {
    id: 'l13-mill-advice-note',
    hand: null,
    capture: 'scan',
    title: 'ADVICE NOTE',
    letterhead: ['Wessex Stoneground Mills Ltd', 'Unit 2, Station Yard, Shaftesbury SP7 8PF'],
    headerStyle: 'right',
    header: [
      { label: 'Advice No.', value: 'AN 60412' },
      { label: 'Despatch date', value: '27/11/2026' },
      { label: 'Deliver to', value: 'Oakbarrow Bakery' },
      { label: 'Your ref.', value: 'OB-PO-7712' },
    ],
    columns: [
      c('Code', 0.11),
      c('Product description', 0.35),
      c('Mill batch', 0.18),
      c('Bags', 0.1),
      c('Bag size', 0.13),
      c('Total kg', 0.13),
    ],
    cells: [
      ['SW16', 'Strong White Flour 16kg', 'MB-4471', '40', '16 kg', '640'],
      ['WM16', 'Wholemeal Flour 16kg', 'MB-4469', '25', '16 kg', '400'],
      ['RY16', 'Dark Rye Flour 16kg', 'MB-4460', '10', '16 kg', '160'],
    ],
    table: 'open',
    notes: ['Total weight 1,200 kg - 1 pallet'],
    signatures: [{ label: 'Goods received in good condition', value: 'B. Hale' }],
    truth: shipmentTruth({ date: '2026-11-27', customer: 'Oakbarrow Bakery' }, [
      { material: 'Strong White Flour 16kg', lot: 'MB-4471', quantity: 40 },
      { material: 'Wholemeal Flour 16kg', lot: 'MB-4469', quantity: 25 },
      { material: 'Dark Rye Flour 16kg', lot: 'MB-4460', quantity: 10 },
    ]),
  },
];
