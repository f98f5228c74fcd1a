import type { OutsidePage } from './page-model.ts';
import { productionTruth, shipmentTruth } from './truth.ts';

/** HELD OUT (set H, sdoc7): production and shipping paperwork. Never write a rule against it. */
const c = (label: string, share: number) => ({ label, share });

export const H_RUNS: OutsidePage[] = [
  {
    id: 'h02-boning-room',
    hand: 'Outside Hand Steve',
    capture: 'photo',
    title: 'BONING ROOM - DAILY SHEET',
    headerStyle: 'colon',
    header: [
      { label: 'Boning Date', value: '11/24/26' },
      { label: 'Line', value: '2' },
      { label: 'Product Produced', value: 'Beef Brisket Pack' },
      { label: 'Pack-off Lot', value: 'BN261124-3' },
      { label: 'Total Packed (kg)', value: '146' },
    ],
    columns: [c('Body No.', 0.14), c('Raw Material', 0.26), c('Kill Lot', 0.2), c('Weight In\n(kg)', 0.18), c('Boner', 0.22)],
    cells: [
      ['B-1182', 'Beef Chuck', 'KL-44718', '112.5', 'JR'],
      ['B-1183', 'Beef Trim 80CL', 'KL-44721', '64', 'JR'],
      ['-', 'Vacuum Pouch 250', 'SP-0098812', '120', 'MT'],
    ],
    table: 'ruled',
    notes: ['Yield 82%'],
    signatures: [{ label: 'Supervisor', value: 'P. Walsh' }],
    truth: productionTruth(
      { date: '2026-11-24', product: 'Beef Brisket Pack', lot: 'BN261124-3', quantity: 146, unit: 'kg' },
      [
        { material: 'Beef Chuck', lot: 'KL-44718', amount: 112.5, unit: 'kg' },
        { material: 'Beef Trim 80CL', lot: 'KL-44721', amount: 64, unit: 'kg' },
        { material: 'Vacuum Pouch 250', lot: 'SP-0098812', amount: 120, unit: 'each' },
      ],
    ),
  },
  {
    id: 'h03-spice-batch-ticket',
    hand: null,
    capture: 'photo',
    title: 'BATCH TICKET',
    letterhead: ['Blending room B'],
    headerStyle: 'right',
    header: [
      { label: 'Finished Item', value: 'Cajun Rub 500g' },
      { label: 'Batch Lot', value: 'SB-45133' },
      { label: 'Blend Date', value: 'Nov 23 2026' },
      { label: 'Output', value: '40 cases' },
    ],
    columns: [c('Seq', 0.06), c('Ingredient', 0.26), c('Vendor Lot', 0.19), c('Target\nWt (kg)', 0.14), c('Actual\nWt (kg)', 0.14), c('Scaled\nBy', 0.1), c('Check', 0.11)],
    cells: [
      ['1', 'Smoked Paprika', 'MS2610-0391', '8.00', '8.02', 'LM', 'ok'],
      ['2', 'Black Pepper Ground', 'MS2611-0457', '4.00', '3.98', 'LM', 'ok'],
      ['3', 'Garlic Granules', 'GG-6302-B', '5.00', '5.01', 'LM', 'ok'],
      ['4', 'Sea Salt Fine', 'SS-26-0773', '3.00', '3.00', 'LM', 'ok'],
    ],
    table: 'ruled',
    notes: ['Total batch weight 20.01 kg'],
    signatures: [{ label: 'QA release', value: 'R. Iyer' }],
    truth: productionTruth(
      { date: '2026-11-23', product: 'Cajun Rub 500g', lot: 'SB-45133', quantity: 40, unit: 'case' },
      [
        { material: 'Smoked Paprika', lot: 'MS2610-0391', amount: 8.02, unit: 'kg' },
        { material: 'Black Pepper Ground', lot: 'MS2611-0457', amount: 3.98, unit: 'kg' },
        { material: 'Garlic Granules', lot: 'GG-6302-B', amount: 5.01, unit: 'kg' },
        { material: 'Sea Salt Fine', lot: 'SS-26-0773', amount: 3, unit: 'kg' },
      ],
    ),
  },
  {
    id: 'h09-dough-log',
    hand: 'Outside Hand Breip',
    capture: 'scan',
    title: 'Dough Log',
    headerStyle: 'colon',
    header: [
      { label: 'Bake date', value: '25.11.2026' },
      { label: 'Shift', value: 'Early' },
      { label: 'Product', value: 'Country Loaf 800g' },
      { label: 'Dough batch', value: 'DL-2611-25' },
      { label: 'Loaves out', value: '240' },
    ],
    columns: [c('Time', 0.12), c('Ingredient', 0.3), c('Lot No.', 0.22), c('Amount', 0.14), c('Unit', 0.1), c('Init.', 0.12)],
    cells: [
      ['04:10', 'Farine de ble T55', 'MD46318', '150', 'kg', 'SB'],
      ['04:12', 'Fresh Yeast', 'CY-112604', '3', 'kg', 'SB'],
      ['04:13', 'Sea Salt Fine', 'SS-26-0773', '2.8', 'kg', 'SB'],
    ],
    table: 'ruled',
    signatures: [{ label: 'Checked', value: 'H.K.' }],
    truth: productionTruth(
      { date: '2026-11-25', product: 'Country Loaf 800g', lot: 'DL-2611-25', quantity: 240, unit: 'each' },
      [
        { material: 'Farine de ble T55', lot: 'MD46318', amount: 150, unit: 'kg' },
        { material: 'Fresh Yeast', lot: 'CY-112604', amount: 3, unit: 'kg' },
        { material: 'Sea Salt Fine', lot: 'SS-26-0773', amount: 2.8, unit: 'kg' },
      ],
    ),
  },
  {
    id: 'h10-pallet-tag-list',
    hand: 'Outside Hand Dkg',
    capture: 'photo',
    title: 'PALLET TAG LIST / LOAD OUT',
    headerStyle: 'above',
    header: [
      { label: 'Consignee', value: 'Kingsway Wholesale' },
      { label: 'Load date', value: '11/20/26' },
      { label: 'Trailer', value: 'KW-5512' },
      { label: 'Seal', value: '0094417' },
    ],
    columns: [c('Pallet Tag', 0.18), c('Variety / Pack', 0.3), c('Pack Date', 0.16), c('Trace Code', 0.18), c('Cartons', 0.18)],
    cells: [
      ['PT-770121', 'Baby Leaf Salad Kit', '11/18/26', '2611-0452', '84'],
      ['PT-770122', 'Baby Leaf Salad Kit', '11/19/26', '2611-0468', '84'],
    ],
    table: 'ruled',
    notes: ['Total cartons 168'],
    signatures: [{ label: 'Loader', value: 'Sam' }],
    truth: shipmentTruth({ date: '2026-11-20', customer: 'Kingsway Wholesale' }, [
      { material: 'Baby Leaf Salad Kit', lot: '2611-0452', quantity: 84 },
      { material: 'Baby Leaf Salad Kit', lot: '2611-0468', quantity: 84 },
    ]),
  },
  {
    id: 'h11-excel-manifest',
    hand: null,
    capture: 'scan',
    title: 'Shipping Manifest',
    letterhead: ['Printed from ShipLog.xlsx - Sheet1'],
    headerStyle: 'beside',
    header: [
      { label: 'Manifest Date', value: '2026-11-26' },
      { label: 'Ship To', value: 'Blue Harbor Restaurants' },
    ],
    columns: [c('#', 0.05), c('Item No', 0.12), c('Description', 0.25), c('Lot#', 0.14), c('Qty', 0.08), c('UOM', 0.08), c('Weight (lb)', 0.14), c('Seal', 0.14)],
    cells: [
      ['1', 'SCP-10', 'Smoked Cod Portions', 'SC6325-1', '36', 'CS', '360', 'S-55120'],
      ['2', 'SCP-10', 'Smoked Cod Portions', 'SC6326-2', '24', 'CS', '240', 'S-55120'],
      ['3', 'CJR-500', 'Cajun Rub 500g', 'SB-45120', '10', 'CS', '60', 'S-55120'],
    ],
    table: 'grid',
    notes: ['TOTAL 70 CS  660 LB'],
    truth: shipmentTruth({ date: '2026-11-26', customer: 'Blue Harbor Restaurants' }, [
      { material: 'Smoked Cod Portions', lot: 'SC6325-1', quantity: 36 },
      { material: 'Smoked Cod Portions', lot: 'SC6326-2', quantity: 24 },
      { material: 'Cajun Rub 500g', lot: 'SB-45120', quantity: 10 },
    ]),
  },
];
