import type { OutsidePage } from './page-model.ts';
import { receiptTruth } from './truth.ts';

/**
 * HELD OUT (set H, sdoc7): receiving paperwork of kinds no earlier set had, written from real
 * forms before the extraction code was read again. Never write a rule against these pages.
 */
const c = (label: string, share: number) => ({ label, share });

export const H_RECEIPTS: OutsidePage[] = [
  {
    id: 'h01-milk-intake',
    hand: null,
    capture: 'scan',
    title: 'MILK INTAKE TICKET',
    letterhead: ['Reception bay 2 - tanker intake'],
    headerStyle: 'beside',
    header: [
      { label: 'Ticket No.', value: 'MI-008817' },
      { label: 'Intake Date', value: '27-Nov-26' },
      { label: 'Producer', value: 'Hollybrook Dairy Farm' },
      { label: 'Tanker Reg', value: 'YK19 HDF' },
    ],
    columns: [c('Silo', 0.08), c('Product', 0.2), c('Sample ID', 0.17), c('Litres', 0.13), c('Temp °C', 0.12), c('Producer\nBatch', 0.3)],
    cells: [
      ['S3', 'Raw Milk', 'SMP-55120', '12,400', '3.8', 'HB-2611-27A'],
      ['S4', 'Cream 40%', 'SMP-55121', '1,850', '4.1', 'HB-2611-27C'],
    ],
    table: 'ruled',
    notes: ['Antibiotic test: negative'],
    signatures: [{ label: 'Sampled by', value: 'K. Doyle' }],
    truth: receiptTruth('2026-11-27', [
      { material: 'Raw Milk', lot: 'HB-2611-27A', quantity: 12400, unit: 'L', supplier: 'Hollybrook Dairy Farm', po: null, date: '2026-11-27' },
      { material: 'Cream 40%', lot: 'HB-2611-27C', quantity: 1850, unit: 'L', supplier: 'Hollybrook Dairy Farm', po: null, date: '2026-11-27' },
    ]),
  },
  {
    id: 'h04-3pl-asn',
    hand: null,
    capture: 'scan',
    title: 'INBOUND ASN - RECEIVING COPY',
    letterhead: ['Tri-County 3PL  |  Dock 7  |  Printed 11/19/2026 06:12'],
    headerStyle: 'colon',
    header: [
      { label: 'ASN #', value: 'ASN0041177' },
      { label: 'Ship From', value: 'Sunfield Packaging' },
      { label: 'Expected Arrival', value: '2026-11-19' },
      { label: 'Customer PO', value: '4500018823' },
    ],
    columns: [c('Ln', 0.05), c('SKU', 0.12), c('Item Description', 0.24), c('Vendor Lot', 0.17), c('UOM', 0.07), c('Qty\nExpected', 0.11), c('Qty\nReceived', 0.11), c('Pallet ID', 0.13)],
    cells: [
      ['1', 'PK-250V', 'Vacuum Pouch 250', 'SP-0101734', 'EA', '6000', '6000', 'PLT-88120'],
      ['2', 'PK-CT40', 'Corrugated Tray', 'SP-0101740', 'EA', '1200', '1150', 'PLT-88121'],
    ],
    table: 'grid',
    notes: ['Total units received: 7150'],
    truth: receiptTruth('2026-11-19', [
      { material: 'Vacuum Pouch 250', lot: 'SP-0101734', quantity: 6000, unit: 'each', supplier: 'Sunfield Packaging', po: '4500018823', date: '2026-11-19' },
      { material: 'Corrugated Tray', lot: 'SP-0101740', quantity: 1150, unit: 'each', supplier: 'Sunfield Packaging', po: '4500018823', date: '2026-11-19' },
    ]),
  },
  {
    id: 'h05-bon-de-livraison',
    hand: null,
    capture: 'photo',
    title: 'BON DE LIVRAISON N° BL-26-04412',
    letterhead: ['Minoterie Dubois', 'Moulin de la Vallée - 72300 Sablé-sur-Sarthe'],
    headerStyle: 'right',
    header: [
      { label: 'Date de livraison', value: '16/11/2026' },
      { label: 'N° de commande', value: 'CMD-77812' },
      { label: 'Transporteur', value: 'Transports Léon' },
    ],
    columns: [c('Réf.', 0.1), c('Désignation', 0.3), c('N° de lot', 0.18), c('Quantité', 0.13), c('Unité', 0.1), c('DLUO', 0.19)],
    cells: [
      ['T55-25', 'Farine de ble T55', 'MD46320', '750', 'kg', '16/05/2027'],
      ['T55-25', 'Farine de ble T55', 'MD46321', '500', 'kg', '16/05/2027'],
    ],
    table: 'ruled',
    notes: ['Total : 1 250 kg - 50 sacs'],
    signatures: [{ label: 'Reçu par', value: 'M. Petit' }],
    truth: receiptTruth('2026-11-16', [
      { material: 'Farine de ble T55', lot: 'MD46320', quantity: 750, unit: 'kg', supplier: 'Minoterie Dubois', po: 'CMD-77812', date: '2026-11-16' },
      { material: 'Farine de ble T55', lot: 'MD46321', quantity: 500, unit: 'kg', supplier: 'Minoterie Dubois', po: 'CMD-77812', date: '2026-11-16' },
    ]),
  },
  {
    id: 'h06-albaran',
    hand: 'Outside Hand Delphine',
    capture: 'photo',
    title: 'ALBARÁN DE ENTREGA',
    letterhead: ['Pescados del Norte S.L. - Puerto de Burela, Lugo'],
    headerStyle: 'colon',
    header: [
      { label: 'Fecha', value: '12/11/26' },
      { label: 'Nº Pedido', value: 'PD-3391' },
      { label: 'Cliente', value: 'BatchPath Foods' },
    ],
    columns: [c('Artículo', 0.26), c('Lote', 0.2), c('Cajas', 0.1), c('Peso Neto\n(kg)', 0.16), c('Fecha\nCaducidad', 0.28)],
    cells: [
      ['Merluza Fresca', 'PN-4471', '12', '96', '19/11/26'],
      ['Pulpo Cocido', 'PN-4475', '5', '40', '26/11/26'],
    ],
    table: 'ruled',
    signatures: [{ label: 'Recibido', value: 'A. Varela' }],
    truth: receiptTruth('2026-11-12', [
      { material: 'Merluza Fresca', lot: 'PN-4471', quantity: 96, unit: 'kg', supplier: 'Pescados del Norte', po: 'PD-3391', date: '2026-11-12' },
      { material: 'Pulpo Cocido', lot: 'PN-4475', quantity: 40, unit: 'kg', supplier: 'Pescados del Norte', po: 'PD-3391', date: '2026-11-12' },
    ]),
  },
  {
    id: 'h07-fsma-kde-receiving',
    hand: null,
    capture: 'scan',
    title: 'Receiving KDE Record (21 CFR 1.1345)',
    letterhead: ['Location: Main DC, 400 Industrial Pkwy'],
    headerStyle: 'colon',
    header: [],
    columns: [c('Traceability\nLot Code', 0.17), c('Product\nDescription', 0.18), c('Quantity\n& UOM', 0.12), c('Immediate\nPrevious Source', 0.2), c('Date\nReceived', 0.13), c('Reference\nDoc #', 0.2)],
    cells: [
      ['VG-0318-2611', 'Romaine Hearts', '48 cases', 'Valley Green Growers', '11/18/2026', 'BOL 771042'],
      ['VG-0322-2611', 'Vine Tomatoes', '30 cases', 'Valley Green Growers', '11/18/2026', 'BOL 771042'],
      ['VG-0340-2611', 'Romaine Hearts', '24 cases', 'Valley Green Growers', '11/20/2026', 'BOL 771198'],
    ],
    table: 'grid',
    signatures: [{ label: 'Recorded by', value: 'T. Nguyen' }],
    truth: receiptTruth(null, [
      { material: 'Romaine Hearts', lot: 'VG-0318-2611', quantity: 48, unit: 'case', supplier: 'Valley Green Growers', po: null, date: '2026-11-18' },
      { material: 'Vine Tomatoes', lot: 'VG-0322-2611', quantity: 30, unit: 'case', supplier: 'Valley Green Growers', po: null, date: '2026-11-18' },
      { material: 'Romaine Hearts', lot: 'VG-0340-2611', quantity: 24, unit: 'case', supplier: 'Valley Green Growers', po: null, date: '2026-11-20' },
    ]),
  },
  {
    id: 'h08-fish-landing',
    hand: 'Outside Hand Dkg Bold',
    capture: 'photo',
    title: 'FISH RECEIVING SLIP',
    headerStyle: 'above',
    header: [
      { label: 'Seller / Vessel owner', value: 'Harbour Point Fisheries' },
      { label: 'Landed', value: 'Nov 21, 2026' },
      { label: 'Vessel', value: 'F/V Mary Ellen' },
      { label: 'Buyer ref', value: 'BR-2290' },
    ],
    columns: [c('Species', 0.24), c('Grade', 0.1), c('Boxes', 0.1), c('Wt (lbs)', 0.16), c('Catch Lot', 0.2), c('Ice / Temp', 0.2)],
    cells: [
      ['Haddock Whole', 'A', '14', '1,260', 'HP1121-07', 'ok 33F'],
      ['Atlantic Cod', 'A', '9', '810', 'HP1121-08', 'ok 34F'],
    ],
    table: 'ruled',
    signatures: [{ label: 'Weighed by', value: 'Gus' }],
    truth: receiptTruth('2026-11-21', [
      { material: 'Haddock Whole', lot: 'HP1121-07', quantity: 1260, unit: 'lb', supplier: 'Harbour Point Fisheries', po: 'BR-2290', date: '2026-11-21' },
      { material: 'Atlantic Cod', lot: 'HP1121-08', quantity: 810, unit: 'lb', supplier: 'Harbour Point Fisheries', po: 'BR-2290', date: '2026-11-21' },
    ]),
  },
  {
    id: 'h12-notebook-deliveries',
    hand: 'Outside Hand Dkg',
    capture: 'photo',
    title: 'deliveries - week 47',
    headerStyle: 'colon',
    header: [],
    columns: [c('date', 0.15), c('from', 0.27), c('what', 0.22), c('lot', 0.18), c('amt', 0.18)],
    cells: [
      ['17/11/26', 'Marchetti Spice Imports', 'Smoked Paprika', 'MS2611-0502', '25 kg'],
      ['18/11/26', 'Copperfield Yeast Works', 'Fresh Yeast', 'CY-111805', '10 kg'],
      ['20/11/26', 'Marchetti Spice Imports', 'Garlic Granules', 'GG-6324-A', '20 kg'],
    ],
    table: 'notebook',
    notes: ['all ok, yeast into chiller 2'],
    truth: receiptTruth(null, [
      { material: 'Smoked Paprika', lot: 'MS2611-0502', quantity: 25, unit: 'kg', supplier: 'Marchetti Spice Imports', po: null, date: '2026-11-17' },
      { material: 'Fresh Yeast', lot: 'CY-111805', quantity: 10, unit: 'kg', supplier: 'Copperfield Yeast Works', po: null, date: '2026-11-18' },
      { material: 'Garlic Granules', lot: 'GG-6324-A', quantity: 20, unit: 'kg', supplier: 'Marchetti Spice Imports', po: null, date: '2026-11-20' },
    ]),
  },
  {
    id: 'h13-carbonless-receiving',
    hand: 'Outside Hand Steve',
    capture: 'scan',
    title: 'RECEIVING REPORT   No. 004417',
    headerStyle: 'above',
    faint: true,
    header: [
      { label: 'Vendor', value: 'Ridgeway Cattle Co' },
      { label: "Date Rec'd", value: '11-17-26' },
      { label: 'P.O. No.', value: '60231' },
      { label: 'Via', value: 'own truck' },
    ],
    columns: [c('Qty', 0.12), c('Unit', 0.1), c('Description', 0.33), c('Lot / Batch', 0.2), c('Insp.', 0.25)],
    cells: [
      ['410', 'kg', 'Beef Chuck', 'KL-44690', 'ok'],
      ['275', 'kg', 'Beef Trim 80CL', 'KL-44693', 'ok'],
    ],
    table: 'ruled',
    signatures: [{ label: 'Received by', value: 'D. Ortiz' }],
    truth: receiptTruth('2026-11-17', [
      { material: 'Beef Chuck', lot: 'KL-44690', quantity: 410, unit: 'kg', supplier: 'Ridgeway Cattle Co', po: '60231', date: '2026-11-17' },
      { material: 'Beef Trim 80CL', lot: 'KL-44693', quantity: 275, unit: 'kg', supplier: 'Ridgeway Cattle Co', po: '60231', date: '2026-11-17' },
    ]),
  },
];
