import { c } from './line-builders.ts';
import type { OutsidePage, OutsideSet } from './page-model.ts';
import { productionTruth, receiptTruth } from './truth.ts';

/**
 * TUNING (sdoc7): pages like the lost set G's (docs/documents.md, "G's misses at the end"),
 * re-created from its description to reproduce those misses: a receiving report with a `PO Line`
 * column beside `Vendor Lot No.`, a cross-dock log with `Carrier`, `Shipper`, `Seal #` and
 * `Pieces`, a grower's tally with year-less dates, a Lieferschein with `Datum`, `Ihre
 * Bestellung` and an `MHD` column, a material issue slip, a co-packer run sheet.
 */

const pages: OutsidePage[] = [
  {
    id: 'g2-01-receiving-report',
    hand: null,
    capture: 'scan',
    title: 'WAREHOUSE RECEIVING REPORT',
    headerStyle: 'colon',
    header: [
      { label: 'Received', value: 'Nov 10 2026' },
      { label: 'Purchase Order', value: 'PO-30808' },
      { label: 'Vendor', value: 'Alder Creek Mills' },
      { label: 'Dock', value: '4' },
    ],
    columns: [
      c('PO\nLine', 0.14),
      c('Item\nDescription', 0.26),
      c('Vendor\nLot No.', 0.2),
      c('Qty\nRec’d', 0.12),
      c('U/M', 0.1),
      c('Cond.', 0.18),
    ],
    cells: [
      ['PO-30808/1', 'Rolled Oats', 'AC-26314-2', '40', 'bag', 'good'],
      ['PO-30808/2', 'Oat Flour', 'AC-26315-1', '25', 'bag', 'good'],
    ],
    table: 'ruled',
    notes: ['Total 65 bags'],
    truth: receiptTruth('2026-11-10', [
      {
        material: 'Rolled Oats',
        lot: 'AC-26314-2',
        quantity: 40,
        unit: 'bag',
        supplier: 'Alder Creek Mills',
        po: 'PO-30808',
        date: '2026-11-10',
      },
      {
        material: 'Oat Flour',
        lot: 'AC-26315-1',
        quantity: 25,
        unit: 'bag',
        supplier: 'Alder Creek Mills',
        po: 'PO-30808',
        date: '2026-11-10',
      },
    ]),
  },
  {
    id: 'g2-02-cross-dock',
    hand: 'Outside Hand Delphine',
    capture: 'photo',
    title: 'Cross-dock Inbound Log',
    headerStyle: 'colon',
    header: [],
    columns: [
      c('Date', 0.13),
      c('Carrier', 0.16),
      c('Shipper', 0.2),
      c('Seal #', 0.13),
      c('Product', 0.18),
      c('Lot', 0.12),
      c('Pieces', 0.08),
    ],
    cells: [
      ['11/09/2026', 'Roadrunner', 'Alder Creek Mills', 'SL-88123', 'Rolled Oats', 'AC-26301-1', '30'],
      ['11/12/2026', 'Estes', 'Bluebonnet Honey', 'SL-88160', 'Clover Honey', 'BH-6312', '12'],
    ],
    table: 'ruled',
    truth: receiptTruth(null, [
      {
        material: 'Rolled Oats',
        lot: 'AC-26301-1',
        quantity: 30,
        unit: 'each',
        supplier: 'Alder Creek Mills',
        po: null,
        date: '2026-11-09',
      },
      {
        material: 'Clover Honey',
        lot: 'BH-6312',
        quantity: 12,
        unit: 'each',
        supplier: 'Bluebonnet Honey',
        po: null,
        date: '2026-11-12',
      },
    ]),
  },
  {
    id: 'g2-03-grower-tally',
    hand: 'Outside Hand Steve',
    capture: 'photo',
    title: 'Grower Receiving Tally - Harvest 2026',
    headerStyle: 'colon',
    header: [],
    columns: [
      c('Date', 0.14),
      c('Grower / Farm', 0.26),
      c('Crop', 0.2),
      c('Field Lot', 0.18),
      c('Amount', 0.22),
    ],
    cells: [
      ['Nov 4', 'Sunny Acres Farm', 'Pumpkin', 'SA-F12-04', '250 pounds'],
      ['Nov 5', 'Sunny Acres Farm', 'Butternut Squash', 'SA-F07-05', '180 pounds'],
    ],
    table: 'ruled',
    truth: receiptTruth(null, [
      {
        material: 'Pumpkin',
        lot: 'SA-F12-04',
        quantity: 250,
        unit: 'lb',
        supplier: 'Sunny Acres Farm',
        po: null,
        date: '2026-11-04',
      },
      {
        material: 'Butternut Squash',
        lot: 'SA-F07-05',
        quantity: 180,
        unit: 'lb',
        supplier: 'Sunny Acres Farm',
        po: null,
        date: '2026-11-05',
      },
    ]),
  },
  {
    id: 'g2-04-lieferschein',
    hand: null,
    capture: 'photo',
    title: 'Lieferschein Nr. 2026-8812',
    letterhead: ['Bergmann Honig GmbH', 'Industriestr. 4, 79108 Freiburg'],
    headerStyle: 'right',
    header: [
      { label: 'Datum', value: '05.11.2026' },
      { label: 'Ihre Bestellung', value: '4711-0934' },
      { label: 'Kunden-Nr.', value: '10442' },
    ],
    columns: [
      c('Pos.', 0.07),
      c('Artikel', 0.3),
      c('Charge', 0.18),
      c('Menge', 0.12),
      c('Einheit', 0.12),
      c('MHD', 0.21),
    ],
    cells: [
      ['1', 'Clover Honey', 'BG-45018', '24', 'Stk', '31.10.2028'],
      ['2', 'Acacia Honey', 'BG-45022', '12', 'Stk', '31.10.2028'],
    ],
    table: 'ruled',
    truth: receiptTruth('2026-11-05', [
      {
        material: 'Clover Honey',
        lot: 'BG-45018',
        quantity: 24,
        unit: 'each',
        supplier: 'Bergmann Honig',
        po: '4711-0934',
        date: '2026-11-05',
      },
      {
        material: 'Acacia Honey',
        lot: 'BG-45022',
        quantity: 12,
        unit: 'each',
        supplier: 'Bergmann Honig',
        po: '4711-0934',
        date: '2026-11-05',
      },
    ]),
  },
  {
    id: 'g2-05-issue-slip',
    hand: null,
    capture: 'scan',
    title: 'MATERIAL ISSUE SLIP',
    headerStyle: 'beside',
    header: [
      { label: 'Product to Make', value: 'Honey Oat Granola' },
      { label: 'Work Order Lot', value: 'GR-26306-1' },
      { label: 'Date Issued', value: '2026/11/02' },
      { label: 'Planned Qty', value: '600 kg' },
    ],
    columns: [
      c('Component', 0.3),
      c('Lot Issued', 0.22),
      c('Qty Issued', 0.16),
      c('UoM', 0.12),
      c('Issued By', 0.2),
    ],
    cells: [
      ['Rolled Oats', 'AC-26301-1', '420', 'kg', 'stores'],
      ['Clover Honey', 'BH-6312', '90', 'kg', 'stores'],
    ],
    table: 'ruled',
    stamp: 'ISSUED 2026/11/02',
    truth: productionTruth(
      { date: '2026-11-02', product: 'Honey Oat Granola', lot: 'GR-26306-1', quantity: 600, unit: 'kg' },
      [
        { material: 'Rolled Oats', lot: 'AC-26301-1', amount: 420, unit: 'kg' },
        { material: 'Clover Honey', lot: 'BH-6312', amount: 90, unit: 'kg' },
      ],
    ),
  },
  {
    id: 'g2-06-run-sheet',
    hand: 'Outside Hand Dkg',
    capture: 'scan',
    title: 'Co-pack Run Sheet',
    headerStyle: 'colon',
    header: [
      { label: 'Run Date', value: '12/11/26' },
      { label: 'SKU', value: 'Granola Bar 12ct' },
      { label: 'Run Lot', value: 'RS2611-12' },
      { label: 'Cases Produced', value: '140' },
    ],
    columns: [c('Input', 0.32), c('Lot', 0.24), c('Used', 0.18), c('Unit', 0.12), c('By', 0.14)],
    cells: [
      ['Honey Oat Granola', 'GR-26306-1', '310', 'kg', 'LP'],
      ['Oat Flour', 'AC-26315-1', '40', 'kg', 'LP'],
    ],
    table: 'ruled',
    truth: productionTruth(
      { date: '2026-11-12', product: 'Granola Bar 12ct', lot: 'RS2611-12', quantity: 140, unit: 'case' },
      [
        { material: 'Honey Oat Granola', lot: 'GR-26306-1', amount: 310, unit: 'kg' },
        { material: 'Oat Flour', lot: 'AC-26315-1', amount: 40, unit: 'kg' },
      ],
    ),
  },
];

export const G2_SET: OutsideSet = {
  name: 'g2',
  company: {
    materials: [
      { name: 'Rolled Oats', type: 'ingredient', unit: 'bag' },
      { name: 'Oat Flour', type: 'ingredient', unit: 'bag' },
      { name: 'Clover Honey', type: 'ingredient', unit: 'kg' },
      { name: 'Acacia Honey', type: 'ingredient', unit: 'each' },
      { name: 'Pumpkin', type: 'ingredient', unit: 'lb' },
      { name: 'Butternut Squash', type: 'ingredient', unit: 'lb' },
      { name: 'Honey Oat Granola', type: 'ingredient', unit: 'kg' },
      { name: 'Granola Bar 12ct', type: 'finished_goods', unit: 'case' },
    ],
    suppliers: [
      'Alder Creek Mills',
      'Bluebonnet Honey',
      'Sunny Acres Farm',
      'Bergmann Honig',
      'Roadrunner Freight',
    ],
    customers: ['Hilltop Grocers'],
    stock: [
      {
        material: 'Rolled Oats',
        supplier: 'Alder Creek Mills',
        lot: 'AC-26301-1',
        quantity: 80,
        unit: 'bag',
        date: '2026-10-28',
      },
      {
        material: 'Clover Honey',
        supplier: 'Bluebonnet Honey',
        lot: 'BH-6312',
        quantity: 40,
        unit: 'kg',
        date: '2026-10-28',
      },
      {
        material: 'Oat Flour',
        supplier: 'Alder Creek Mills',
        lot: 'AC-26315-1',
        quantity: 25,
        unit: 'bag',
        date: '2026-11-10',
      },
      {
        material: 'Honey Oat Granola',
        supplier: 'Alder Creek Mills',
        lot: 'GR-26306-1',
        quantity: 600,
        unit: 'kg',
        date: '2026-11-02',
      },
    ],
  },
  pages,
};
