import { c } from './line-builders.ts';
import type { OutsidePage } from './page-model.ts';
import { shipmentTruth } from './truth.ts';

/**
 * HELD OUT (set P, sdoc16): shipping paperwork written from real forms no earlier set drew (a
 * Catalan torró maker's full d'expedició with a right-hand dotted block, `27/11/26` and boxes
 * beside units; a Hudson Valley bakery's route delivery ticket with delivered beside returned
 * loaves and `11/27/26`; an Indian masala mill's delivery challan with `27-Nov-2026`, `M/s.`, HSN
 * codes and lakh-grouped counts), by a helper that does not tune. Scored, never tuned on: never
 * write a rule against these pages.
 */

export const P_SHIPMENTS: OutsidePage[] = [
  {
    id: 'p11-full-expedicio',
    hand: null,
    capture: 'scan',
    title: "FULL D'EXPEDICIÓ",
    letterhead: [
      'Torrons Vicens Obrador S.L.  ·  Carrer del Torró 9, 03100 Xixona (Alacant)',
      'NIF B-03118720  ·  RGSEAA 20.01187/A',
    ],
    headerStyle: 'right',
    header: [
      { label: 'Núm. expedició', value: 'EXP-26-0871' },
      { label: 'Data', value: '27/11/26' },
      { label: 'Client', value: 'Colmado Sitges SL' },
      { label: 'Comanda client', value: 'CS-4471' },
      { label: 'Transportista', value: 'Trans. Marina' },
    ],
    columns: [
      c('Codi', 0.08),
      c('Descripció', 0.3),
      c('Lot', 0.14),
      c('Consum\npreferent', 0.12),
      c('Caixes', 0.1),
      c('Unitats\n/ caixa', 0.12),
      c('Total\nunitats', 0.14),
    ],
    cells: [
      ['T-201', "Torró d'Alacant 200 g", 'TA-2611-03', '11/2027', '24', '12', '288'],
      ['T-202', 'Torró de Xixona 200 g', 'TX-2611-05', '11/2027', '18', '12', '216'],
      ['T-250', 'Torró de gema cremat 250 g', 'TG-2611-01', '05/2027', '10', '8', '80'],
    ],
    table: 'grid',
    notes: [
      'Total: 52 caixes  ·  584 unitats  ·  1 palet',
      'Mercaderia en bon estat. Conservar en lloc fresc i sec.',
    ],
    signatures: [
      { label: 'Expedit per', value: 'P. Mira' },
      { label: 'Conforme client', value: '' },
    ],
    truth: shipmentTruth({ date: '2026-11-27', customer: 'Colmado Sitges' }, [
      { material: "Torró d'Alacant 200 g", lot: 'TA-2611-03', quantity: 288 },
      { material: 'Torró de Xixona 200 g', lot: 'TX-2611-05', quantity: 216 },
      { material: 'Torró de gema cremat 250 g', lot: 'TG-2611-01', quantity: 80 },
    ]),
  },
  {
    id: 'p12-route-delivery-ticket',
    hand: 'Outside Hand Steve',
    capture: 'photo',
    title: 'ROUTE DELIVERY TICKET',
    letterhead: ['Hudson Valley Bread Co.  ·  Kingston, NY  ·  Route 4 (Rhinebeck / Red Hook)'],
    headerStyle: 'colon',
    header: [
      { label: 'Deliver to', value: 'Rhinebeck Mkt #2' },
      { label: 'Date', value: '11/27/26' },
      { label: 'Driver', value: 'Manny' },
      { label: 'Stop', value: '3' },
    ],
    columns: [
      c('Item', 0.32),
      c('Bake code', 0.18),
      c('Qty\ndel.', 0.12),
      c('Qty\nret. (stale)', 0.16),
      c('Credit $', 0.22),
    ],
    cells: [
      ['Country Sourdough Loaf', 'BK 331-A', '36', '2', '9.00'],
      ['Seeded Rye Loaf', 'BK 331-C', '24', '0', ''],
      ['Cinnamon Raisin Loaf', 'BK 330-B', '18', '3', '14.25'],
    ],
    table: 'ruled',
    notes: ['net credit $23.25 - left at back door, cooler full'],
    signatures: [{ label: 'Received by (print)', value: 'J. Alvarez' }],
    truth: shipmentTruth({ date: '2026-11-27', customer: 'Rhinebeck Market' }, [
      { material: 'Country Sourdough Loaf', lot: 'BK 331-A', quantity: 36 },
      { material: 'Seeded Rye Loaf', lot: 'BK 331-C', quantity: 24 },
      { material: 'Cinnamon Raisin Loaf', lot: 'BK 330-B', quantity: 18 },
    ]),
  },
  {
    id: 'p13-delivery-challan',
    hand: null,
    capture: 'scan',
    title: 'DELIVERY CHALLAN',
    letterhead: [
      'Shree Ganesh Masala Udyog Pvt. Ltd.  ·  Plot C-14, MIDC Ambad, Nashik 422010',
      'GSTIN 27AAHCS4471K1Z9  ·  State: Maharashtra (27)',
    ],
    headerStyle: 'beside',
    header: [
      // The dispatch stamp lands on the vehicle's cell, which holds no field the truth keeps.
      { label: 'Challan No.', value: 'DC/26-27/1187' },
      { label: 'Vehicle No.', value: 'MH 15 GV 4471' },
      { label: 'Consignee', value: 'M/s. Annapurna Traders' },
      { label: 'Date', value: '27-Nov-2026' },
      { label: 'Order ref.', value: 'AT/PO/556' },
      { label: 'E-way bill', value: '3511 8802 7714' },
    ],
    columns: [
      c('Sr.', 0.05),
      c('Description of goods', 0.29),
      c('Batch No.', 0.15),
      c('HSN', 0.08),
      c('Cases', 0.1),
      c('Qty\n(Nos.)', 0.14),
      c('Remarks', 0.19),
    ],
    cells: [
      ['1', 'Garam Masala 100g', 'GM/26/1163', '0910', '1,200', '1,20,000', '100 x 100g'],
      ['2', 'Chhole Masala 100g', 'CH/26/0988', '0910', '480', '48,000', '100 x 100g'],
      ['3', 'Kitchen King Masala 50g', 'KK/26/1042', '0910', '48', '9,600', '200 x 50g'],
    ],
    table: 'grid',
    notes: ['Total cases: 1,728  ·  Goods sent for sale on approval - not a tax invoice.'],
    signatures: [
      { label: 'For Shree Ganesh Masala Udyog', value: 'Authorised Signatory' },
      { label: "Receiver's signature", value: '' },
    ],
    stamp: 'DISPATCHED',
    truth: shipmentTruth({ date: '2026-11-27', customer: 'Annapurna Traders' }, [
      { material: 'Garam Masala 100g', lot: 'GM/26/1163', quantity: 120000 },
      { material: 'Chhole Masala 100g', lot: 'CH/26/0988', quantity: 48000 },
      { material: 'Kitchen King Masala 50g', lot: 'KK/26/1042', quantity: 9600 },
    ]),
  },
];
