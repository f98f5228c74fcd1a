import { c, u } from './line-builders.ts';
import type { OutsidePage } from './page-model.ts';
import { productionTruth } from './truth.ts';

/**
 * HELD OUT (set P, sdoc16): production paperwork written from real forms no earlier set drew (a
 * Croatian evidencija proizvodnje with `26. 11. 2026.`, a recipe's norm beside the amount used
 * and thousands points; a Washington cidery's blend and can log with `Nov 25, 2026` and cases
 * out; an Indian masala mill's process card with `26.11.26`, issued, returned and consumed
 * kilograms and a lakh-grouped count `1,04,000 Nos.`; an Afrikaans produksieblad for rusks with
 * `25 Nov 2026`; a Philippine bakery's daily production report with `11/26/2026`), by a helper
 * that does not tune. Scored, never tuned on: never write a rule against these pages.
 */

export const P_RUNS: OutsidePage[] = [
  {
    id: 'p06-evidencija-proizvodnje',
    hand: null,
    capture: 'scan',
    title: 'EVIDENCIJA PROIZVODNJE - PAPRENJACI',
    letterhead: ['Medenjak d.o.o.  ·  Ilica 233, 10000 Zagreb  ·  OIB 48812077341'],
    headerStyle: 'above',
    header: [
      { label: 'Datum proizvodnje', value: '26. 11. 2026.' },
      { label: 'Smjena', value: 'I.' },
      { label: 'Proizvod', value: 'Paprenjaci 250 g' },
      { label: 'Broj serije', value: 'PAP-26-330' },
      { label: 'Proizvedeno', value: '2.160 kom' },
      { label: 'Linija', value: 'Pećnica 2' },
    ],
    columns: [
      c('R.br.', 0.07),
      c('Sirovina / ambalaža', 0.31),
      c('Serija\nsirovine', 0.17),
      c('Normativ', 0.15),
      c('Utrošeno', 0.15),
      c('Jed.\nmjere', 0.15),
    ],
    cells: [
      ['1', 'Pšenično brašno T-550', 'MZ 2611-04', '180,00', '181,40', 'kg'],
      ['2', 'Med livadni', 'PM 26/071', '62,00', '62,00', 'kg'],
      ['3', 'Orasi mljeveni', 'OR-1119', '38,00', '37,25', 'kg'],
      ['4', 'Papar crni mljeveni', 'ZK 4410', '0,45', '0,45', 'kg'],
      ['5', 'Kutije 250 g', 'KT-88014', '2.160', '2.175', 'kom'],
    ],
    table: 'grid',
    notes: ['Škart: 15 kom (oštećene kutije pri pakiranju)'],
    signatures: [
      { label: 'Voditelj smjene', value: 'I. Horvat' },
      { label: 'Kontrola kvalitete', value: 'M. Babić' },
    ],
    stamp: 'ODOBRENO',
    truth: productionTruth(
      { date: '2026-11-26', product: 'Paprenjaci 250 g', lot: 'PAP-26-330', quantity: 2160, unit: 'each' },
      [
        u('Pšenično brašno T-550', 'MZ 2611-04', 181.4, 'kg'),
        u('Med livadni', 'PM 26/071', 62, 'kg'),
        u('Orasi mljeveni', 'OR-1119', 37.25, 'kg'),
        u('Papar crni mljeveni', 'ZK 4410', 0.45, 'kg'),
        u('Kutije 250 g', 'KT-88014', 2175, 'each'),
      ],
    ),
  },
  {
    id: 'p07-cider-blend-can-log',
    hand: 'Outside Hand Dkg',
    capture: 'scan',
    title: 'CIDER BLEND & CAN LOG',
    letterhead: ['Skagit Orchard Cider Co.  ·  Mount Vernon, WA  ·  TTB BW-WA-21187'],
    headerStyle: 'colon',
    header: [
      { label: 'Date', value: 'Nov 25, 2026' },
      { label: 'Blend', value: 'Dry Heritage 24x12oz' },
      { label: 'Batch', value: 'DH-1125-B' },
      { label: 'Cases out', value: '310' },
    ],
    columns: [
      c('Component', 0.3),
      c('Lot / tank', 0.2),
      c('Vol. / qty', 0.16),
      c('Unit', 0.12),
      c('Added\nby', 0.1),
      c('Time', 0.12),
    ],
    cells: [
      ['Fermented Cider Base', 'T4-2611', '1,180', 'gal', 'RK', '7:40'],
      ['Apple Juice Concentrate', 'AJC 7719', '42', 'gal', 'RK', '7:55'],
      ['', '', '', '', '', ''],
      ['Cans 12oz Printed', 'BALL 26-4471', '7,440', 'cans', 'MS', '9:10'],
      ['Can Ends 202', 'CE 88120', '7,440', 'ea', 'MS', '9:10'],
    ],
    table: 'ruled',
    notes: ['CO2 2.6 vol  ·  ABV 6.4%  ·  fill hts OK'],
    signatures: [{ label: 'Cellar lead', value: 'R. Kessler' }],
    truth: productionTruth(
      {
        date: '2026-11-25',
        product: 'Dry Heritage Cider 24x12oz',
        lot: 'DH-1125-B',
        quantity: 310,
        unit: 'case',
      },
      [
        u('Fermented Cider Base', 'T4-2611', 1180, 'gal'),
        u('Apple Juice Concentrate', 'AJC 7719', 42, 'gal'),
        u('Cans 12oz Printed', 'BALL 26-4471', 7440, 'each'),
        u('Can Ends 202', 'CE 88120', 7440, 'each'),
      ],
    ),
  },
  {
    id: 'p08-process-card-masala',
    hand: null,
    capture: 'photo',
    title: 'PROCESS CARD - GRINDING & PACKING',
    letterhead: [
      'Shree Ganesh Masala Udyog Pvt. Ltd.  ·  MIDC Ambad, Nashik 422010',
      'FSSAI Lic. No. 11521033000871',
    ],
    headerStyle: 'beside',
    header: [
      { label: 'Date', value: '26.11.26' },
      { label: 'Shift', value: 'B' },
      { label: 'Product', value: 'Garam Masala 100g' },
      { label: 'Batch No.', value: 'GM/26/1187' },
      { label: 'Packed qty', value: '1,04,000 Nos.' },
      { label: 'Mfg. / Exp.', value: '11/26 - 10/27' },
    ],
    columns: [
      c('Sr.', 0.05),
      c('Raw material', 0.22),
      c('RM lot no.', 0.16),
      c('Std. qty\n(kg)', 0.14),
      c('Issued\n(kg)', 0.14),
      c('Returned\n(kg)', 0.14),
      c('Consumed\n(kg)', 0.15),
    ],
    cells: [
      ['1', 'Coriander Seed', 'CS-2611-0312', '5,200.00', '5,250.00', '48.50', '5,201.50'],
      ['2', 'Cumin Seed', 'JR/26/887', '2,600.00', '2,600.00', '0.00', '2,600.00'],
      ['3', 'Black Pepper', 'BP 26-0419', '1,050.00', '1,060.00', '9.20', '1,050.80'],
      ['4', 'Cinnamon (Cassia)', 'CC-7781', '1,200.00', '1,200.00', '0.00', '1,200.00'],
      ['5', 'Cardamom Green', 'EL 2611-02', '350.00', '350.00', '0.00', '350.00'],
    ],
    table: 'ruled',
    notes: ['Total consumed 10,402.30 kg  ·  Process loss 0.4%  ·  Metal detector check OK'],
    signatures: [
      { label: 'Production Incharge', value: 'R. Patil' },
      { label: 'QC Chemist', value: 'S. Kulkarni' },
    ],
    truth: productionTruth(
      { date: '2026-11-26', product: 'Garam Masala 100g', lot: 'GM/26/1187', quantity: 104000, unit: 'each' },
      [
        u('Coriander Seed', 'CS-2611-0312', 5201.5, 'kg'),
        u('Cumin Seed', 'JR/26/887', 2600, 'kg'),
        u('Black Pepper', 'BP 26-0419', 1050.8, 'kg'),
        u('Cinnamon (Cassia)', 'CC-7781', 1200, 'kg'),
        u('Cardamom Green', 'EL 2611-02', 350, 'kg'),
      ],
    ),
  },
  {
    id: 'p09-produksieblad-beskuit',
    hand: 'Outside Hand Dkg Oblique',
    capture: 'photo',
    title: 'PRODUKSIEBLAD - BESKUIT',
    letterhead: ['Overberg Plaasbakkery  ·  Caledon, Wes-Kaap'],
    headerStyle: 'above',
    header: [
      { label: 'Datum', value: '25 Nov 2026' },
      { label: 'Produk', value: 'Karringmelkbeskuit 500g' },
      { label: 'Lotnommer', value: 'KMB 2511' },
      { label: 'Pakke', value: '640' },
    ],
    columns: [c('Bestanddeel', 0.34), c('Lotnr.', 0.24), c('Hoeveelheid', 0.2), c('Eenheid', 0.22)],
    cells: [
      ['Bruismeel', 'SAS 26-1104', '150', 'kg'],
      ['Karringmelk', 'OB-KM-2411', '40', 'liter'],
      ['Botter', 'CL 88107', '30', 'kg'],
      ['Suiker', 'ILL-2611', '22,5', 'kg'],
      ['Sakke 500g', 'PK-5120', '650', 'stuks'],
    ],
    table: 'open',
    notes: ['oond 180 C, 50 min - droog oornag by 90 C'],
    signatures: [{ label: 'Bakker', value: 'Anna v. Wyk' }],
    truth: productionTruth(
      {
        date: '2026-11-25',
        product: 'Karringmelkbeskuit 500g',
        lot: 'KMB 2511',
        quantity: 640,
        unit: 'each',
      },
      [
        u('Bruismeel', 'SAS 26-1104', 150, 'kg'),
        u('Karringmelk', 'OB-KM-2411', 40, 'L'),
        u('Botter', 'CL 88107', 30, 'kg'),
        u('Suiker', 'ILL-2611', 22.5, 'kg'),
        u('Sakke 500g', 'PK-5120', 650, 'each'),
      ],
    ),
  },
  {
    id: 'p10-daily-production-report',
    hand: 'Outside Hand Dkg Bold',
    capture: 'scan',
    title: 'DAILY PRODUCTION REPORT',
    letterhead: ['Panaderia de Malolos  ·  Paseo del Congreso, Malolos, Bulacan  ·  ensaymada line'],
    headerStyle: 'beside',
    header: [
      { label: 'Date', value: '11/26/2026' },
      { label: 'Baker on duty', value: 'R. Santos' },
      { label: 'Product', value: 'Ensaymada Classic 6s' },
      { label: 'Lot code', value: 'ENS-112626' },
      { label: 'Yield', value: '420 packs' },
      { label: 'Oven', value: '#2' },
    ],
    columns: [
      c('Ingredient', 0.32),
      c('Lot no.', 0.22),
      c('Qty used', 0.16),
      c('UOM', 0.12),
      c('Time', 0.18),
    ],
    cells: [
      ['All Purpose Flour', 'PFM 261120', '50', 'kg', '5:10 AM'],
      ['Margarine', 'MG-2611-3', '12.5', 'kg', '5:10 AM'],
      ['Grated Cheese', 'QC 44180', '8', 'kg', '8:45 AM'],
      ['', '', '', '', ''],
      ['Pastry Box 6s', 'BX-6-771', '425', 'pcs', '9:30 AM'],
    ],
    table: 'grid',
    notes: ['5 boxes damaged (torn). Proofing 3 hrs.'],
    signatures: [{ label: 'Noted by', value: 'L. Cruz' }],
    truth: productionTruth(
      { date: '2026-11-26', product: 'Ensaymada Classic 6s', lot: 'ENS-112626', quantity: 420, unit: 'each' },
      [
        u('All Purpose Flour', 'PFM 261120', 50, 'kg'),
        u('Margarine', 'MG-2611-3', 12.5, 'kg'),
        u('Grated Cheese', 'QC 44180', 8, 'kg'),
        u('Pastry Box 6s', 'BX-6-771', 425, 'each'),
      ],
    ),
  },
];
