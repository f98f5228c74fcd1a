import { c, r } from './line-builders.ts';
import type { OutsidePage } from './page-model.ts';
import { receiptTruth } from './truth.ts';

/**
 * Set L (held out in sdoc11, a TUNING set from sdoc13 on): receiving paperwork written from real forms (a US store's receiving
 * log with `MM/DD/YY` dates, a Quebec dairy's bilingual receiving record with a `YYYY/MM/DD`
 * date, an English pub's goods received book, a Portuguese guia de remessa, a café's year-less
 * delivery clipboard, a chilled store's goods-in grid, a US foodservice delivery receipt as a
 * faint carbon) before any reading rule of this round was changed. Scored only in sdoc11; tuned on
 * since sdoc13 (its misses are worked on; rules stay general, never keyed to its words).
 */

export const L_RECEIPTS: OutsidePage[] = [
  {
    id: 'l01-us-store-receiving-log',
    hand: 'Outside Hand Steve',
    capture: 'photo',
    title: 'RECEIVING LOG',
    headerStyle: 'colon',
    header: [
      { label: 'Store #', value: '0418' },
      { label: 'Receiver', value: 'T. Nguyen' },
    ],
    columns: [
      c('Rcv Date', 0.13),
      c('Vendor', 0.19),
      c('Item Description', 0.21),
      c('Lot/Code', 0.16),
      c('Qty Rcvd', 0.1),
      c('U/M', 0.07),
      c('Temp', 0.07),
      c('Init.', 0.07),
    ],
    cells: [
      ['11/23/26', 'Gulf Breeze Seafood', 'Gulf Shrimp 16/20', 'GBS-4471', '6', 'cs', '34', 'TN'],
      ['11/24/26', 'Gulf Breeze Seafood', 'Bay Scallops', 'GBS-4480', '20', 'lbs', '33', 'TN'],
      ['11/25/26', 'Tri-County Poultry', 'Chicken Thighs', 'TCP 25-118', '40', 'lbs', '36', 'AR'],
      ['', '', '', '', '', '', '', ''],
    ],
    table: 'grid',
    notes: ['All temps OK - 1 cs shrimp dented, accepted'],
    truth: receiptTruth(null, [
      r('Gulf Shrimp 16/20', 'GBS-4471', 6, 'case', 'Gulf Breeze Seafood', null, '2026-11-23'),
      r('Bay Scallops', 'GBS-4480', 20, 'lb', 'Gulf Breeze Seafood', null, '2026-11-24'),
      r('Chicken Thighs', 'TCP 25-118', 40, 'lb', 'Tri-County Poultry', null, '2026-11-25'),
    ]),
  },
  {
    id: 'l02-bilingual-receiving-record',
    hand: null,
    capture: 'scan',
    title: 'RECEIVING RECORD / REGISTRE DE RÉCEPTION',
    letterhead: ['Fromagerie du Vieux-Moulin inc. - 12, rang Sainte-Anne, Victoriaville (QC) G6P 6S1'],
    headerStyle: 'beside',
    header: [
      { label: 'Reçu le / Received', value: '2026/11/24' },
      { label: 'Fournisseur / Supplier', value: 'Ferme Laitière Beaudry' },
      { label: 'Bon de commande / PO', value: 'BC-30871' },
      { label: 'Reçu par / Rec. by', value: 'G. Roy' },
    ],
    columns: [
      c('Produit\nProduct', 0.3),
      c('No de lot\nLot No.', 0.2),
      c('Qté\nQty', 0.1),
      c('Unité\nUnit', 0.1),
      c('Temp.\n°C', 0.1),
      c('Conforme\nOK (O/N)', 0.2),
    ],
    cells: [
      ['Lait cru entier', 'FLB-1124-A', '4200', 'L', '4', 'O'],
      ['Crème 35 %', 'FLB-1124-C', '300', 'L', '4', 'O'],
    ],
    table: 'ruled',
    notes: ['Citerne lavée / Tanker washed: oui / yes'],
    signatures: [{ label: 'Signature', value: 'G. Roy' }],
    truth: receiptTruth('2026-11-24', [
      r('Lait Cru Entier', 'FLB-1124-A', 4200, 'L', 'Ferme Laitière Beaudry', 'BC-30871', '2026-11-24'),
      r('Creme 35%', 'FLB-1124-C', 300, 'L', 'Ferme Laitière Beaudry', 'BC-30871', '2026-11-24'),
    ]),
  },
  {
    id: 'l03-pub-goods-received-book',
    hand: null,
    capture: 'photo',
    title: 'GOODS RECEIVED',
    letterhead: ['The Drovers Arms - Kitchen'],
    headerStyle: 'colon',
    header: [{ label: 'Week commencing', value: '23/11/2026' }],
    columns: [
      c('Date', 0.1),
      c('Supplier', 0.17),
      c('Description', 0.19),
      c('Traceability code', 0.17),
      c('Use by', 0.11),
      c('Quantity', 0.11),
      c('Temp °C', 0.08),
      c('Sign', 0.07),
    ],
    cells: [
      ['24/11/26', 'Dales Butchery', 'Beef Shin', 'DB/2411/07', '30/11/26', '10 kg', '3', 'KH'],
      ['24/11/26', 'Dales Butchery', 'Pork Belly', 'DB/2411/09', '29/11/26', '6 kg', '3', 'KH'],
      ['25/11/26', 'Severn Bakehouse', 'Brioche Buns', 'SB 3319', '28/11/26', '48 ea', 'amb', 'TP'],
    ],
    table: 'open',
    truth: receiptTruth(null, [
      r('Beef Shin', 'DB/2411/07', 10, 'kg', 'Dales Butchery', null, '2026-11-24'),
      r('Pork Belly', 'DB/2411/09', 6, 'kg', 'Dales Butchery', null, '2026-11-24'),
      r('Brioche Buns', 'SB 3319', 48, 'each', 'Severn Bakehouse', null, '2026-11-25'),
    ]),
  },
  {
    id: 'l04-guia-de-remessa',
    hand: null,
    capture: 'scan',
    title: 'GUIA DE REMESSA',
    letterhead: ['Conservas Atlântico, Lda.', 'Zona Industrial de Matosinhos, Lote 7 · NIF 507 812 330'],
    headerStyle: 'right',
    header: [
      { label: 'Guia n.º', value: 'GR 2026/1187' },
      { label: 'Data de entrega', value: '25-11-2026' },
      { label: 'V/ Encomenda', value: 'ENC-4410' },
      { label: 'Matrícula', value: '45-XR-19' },
    ],
    columns: [
      c('Artigo', 0.12),
      c('Designação', 0.34),
      c('Lote', 0.16),
      c('Qtd.', 0.1),
      c('Un.', 0.08),
      c('Validade', 0.2),
    ],
    cells: [
      ['AT-112', 'Sardinhas em Azeite 120g', 'SA26318', '480', 'UN', '31-12-2029'],
      ['AT-140', 'Atum Posta 160g', 'AP26301', '240', 'UN', '30-06-2030'],
    ],
    table: 'grid',
    notes: ['Processado por programa certificado n.º 1142/AT'],
    signatures: [{ label: 'Recebi', value: 'M. Costa' }],
    truth: receiptTruth('2026-11-25', [
      r('Sardinhas em Azeite 120g', 'SA26318', 480, 'each', 'Conservas Atlântico', 'ENC-4410', '2026-11-25'),
      r('Atum Posta 160g', 'AP26301', 240, 'each', 'Conservas Atlântico', 'ENC-4410', '2026-11-25'),
    ]),
  },
  {
    id: 'l05-cafe-delivery-clipboard',
    hand: 'Outside Hand Breip',
    capture: 'photo',
    title: 'DELIVERIES',
    headerStyle: 'colon',
    header: [{ label: 'Kitchen', value: 'Main' }],
    columns: [
      c('Date', 0.12),
      c('From', 0.22),
      c('What', 0.24),
      c('Lot #', 0.18),
      c('How much', 0.14),
      c('OK?', 0.1),
    ],
    cells: [
      ['11/24', 'Valley Fresh Eggs', 'Large Brown Eggs', 'VFE-1124', '12 cs', 'ok'],
      ['11/25', 'Hilltop Creamery', 'Unsalted Butter', 'HC 7731', '36 lb', 'ok'],
      ['11/27', 'Valley Fresh Eggs', 'Large Brown Eggs', 'VFE-1127', '10 cs', 'ok'],
    ],
    table: 'ruled',
    truth: receiptTruth(null, [
      r('Large Brown Eggs', 'VFE-1124', 12, 'case', 'Valley Fresh Eggs', null, '2026-11-24'),
      r('Unsalted Butter', 'HC 7731', 36, 'lb', 'Hilltop Creamery', null, '2026-11-25'),
      r('Large Brown Eggs', 'VFE-1127', 10, 'case', 'Valley Fresh Eggs', null, '2026-11-27'),
    ]),
  },
  {
    id: 'l06-chilled-goods-in-grid',
    hand: 'Outside Hand Dkg',
    capture: 'scan',
    title: 'GOODS IN - CHILLED',
    headerStyle: 'above',
    header: [
      { label: 'Site', value: 'Unit 4' },
      { label: 'Week no.', value: '48' },
    ],
    columns: [
      c('Date', 0.12),
      c('Supplier', 0.2),
      c('Product', 0.2),
      c('Batch/Lot', 0.15),
      c('Qty', 0.09),
      c('Unit', 0.08),
      c('Core temp', 0.08),
      c('Accepted', 0.08),
    ],
    cells: [
      ['26/11/26', 'Moorland Dairy', 'Natural Yoghurt 5kg', 'MD 26330', '8', 'ea', '4', 'Y'],
      ['26/11/26', 'Moorland Dairy', 'Salted Butter 250g', 'MD 26341', '40', 'ea', '5', 'Y'],
      ['27/11/26', 'Pennine Meats', 'Lamb Mince', 'PM-118-27', '12', 'kg', '3', 'Y'],
    ],
    table: 'grid',
    signatures: [{ label: 'Manager check', value: 'S.B.' }],
    truth: receiptTruth(null, [
      r('Natural Yoghurt 5kg', 'MD 26330', 8, 'each', 'Moorland Dairy', null, '2026-11-26'),
      r('Salted Butter 250g', 'MD 26341', 40, 'each', 'Moorland Dairy', null, '2026-11-26'),
      r('Lamb Mince', 'PM-118-27', 12, 'kg', 'Pennine Meats', null, '2026-11-27'),
    ]),
  },
  {
    id: 'l07-foodservice-delivery-receipt',
    hand: null,
    capture: 'photo',
    faint: true,
    title: 'DELIVERY RECEIPT',
    letterhead: [
      'Keystone Foodservice Distributors',
      '2200 Commerce Dr, Lancaster PA 17601 - (717) 555-0142',
    ],
    headerStyle: 'colon',
    header: [
      { label: 'Invoice #', value: 'KF-118204' },
      { label: 'Delivery Date', value: 'November 24, 2026' },
      { label: 'Cust PO', value: '55-1902' },
      { label: 'Route/Stop', value: '14 / 6' },
    ],
    columns: [
      c('Qty Shp', 0.09),
      c('UOM', 0.08),
      c('Item #', 0.12),
      c('Description', 0.29),
      c('Pack/Size', 0.14),
      c('Lot No.', 0.14),
      c('Exp.', 0.14),
    ],
    cells: [
      ['4', 'CS', '418822', 'Heavy Whipping Cream', '12/1 QT', 'KF4471', '12/15/26'],
      ['2', 'CS', '300115', 'Shredded Mozzarella', '4/5 LB', 'KF4490', '01/30/27'],
      ['25', 'LB', '771020', 'Ground Beef 80/20', '1/10 LB', 'KF4502', '12/02/26'],
    ],
    table: 'grid',
    signatures: [{ label: 'Received by', value: 'P. Ortiz' }],
    truth: receiptTruth('2026-11-24', [
      r('Heavy Whipping Cream', 'KF4471', 4, 'case', 'Keystone Foodservice', '55-1902', '2026-11-24'),
      r('Shredded Mozzarella', 'KF4490', 2, 'case', 'Keystone Foodservice', '55-1902', '2026-11-24'),
      r('Ground Beef 80/20', 'KF4502', 25, 'lb', 'Keystone Foodservice', '55-1902', '2026-11-24'),
    ]),
  },
];
