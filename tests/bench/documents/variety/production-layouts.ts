import type { DateOrder, DocumentValues } from '../../../../functions/src/core/documents/extract/types.ts';
import type { PageContent } from '../content.ts';
import type { Random } from '../random.ts';
import { FINISHED_GOODS, INGREDIENTS, PACKAGING } from '../vocabulary.ts';
import { randomIsoDate, randomLot, randomQuantity, writeNumber } from '../written-forms.ts';
import { writeAnyDate } from './dates.ts';
import { fitColumns, shuffled, supplierLot, unitFor } from './receipt-layouts.ts';

/**
 * Production paperwork as small plants keep it: batch production records, mixing and blending
 * logs, formulation tickets, cook logs, packing run sheets. A second tuning set beside the
 * receipts: each page draws where its header labels sit and how they are worded, the product's
 * lot and yield (with its unit after the number, in the label, or in a box of its own), the
 * ingredients table's columns, order and headings, columns of no role, notes and signatures.
 */
type Role = 'material' | 'lot' | 'quantity' | 'unit' | 'amount';

const HEADINGS: Record<Exclude<Role, 'amount'>, readonly string[]> = {
  material: ['Ingredient', 'Material', 'Component', 'Raw material', 'Item', 'Ingredient / Material', 'Input'],
  lot: [
    'Lot #',
    'Lot used',
    'Batch no.',
    'Lot no.',
    'Ingredient lot',
    'Lot code',
    'Batch/Lot',
    'Supplier lot',
  ],
  quantity: ['Qty', 'Qty used', 'Amount used', 'Weight', 'Amount', 'Qty added', 'Actual', 'Weighed'],
  unit: ['Unit', 'UOM', 'U/M', 'Units'],
};
/** Two-line headings over narrow columns. */
const TWO_LINE: Partial<Record<Role, readonly string[]>> = {
  lot: ['Lot\nUsed', 'Ingredient\nLot No.', 'Supplier\nBatch No.'],
  quantity: ['Qty\nUsed', 'Amount\nAdded', 'Actual\nWeight'],
  material: ['Raw\nMaterial', 'Ingredient\nName'],
  unit: ['Unit of\nMeasure'],
};
/** Headings of a combined amount-and-unit column (`25 kg`). */
const AMOUNT_HEADINGS = ['Amount used', 'Weight', 'Qty / Unit', 'Quantity added', 'Actual wt'];
/** Columns batch records carry that hold none of the roles. */
const OTHER = [
  { label: 'Added by', cell: (rnd: Random) => rnd.pick(['JM', 'RK', 'TS', 'AB']) },
  { label: 'Time', cell: (rnd: Random) => `${rnd.int(6, 15)}:${rnd.pick(['05', '20', '35', '50'])}` },
  { label: 'Check', cell: (rnd: Random) => rnd.pick(['OK', 'x', 'Y']) },
  { label: 'Target', cell: (rnd: Random) => String(rnd.int(2, 300)) },
  { label: 'Verified', cell: (rnd: Random) => rnd.pick(['JM', 'RK', 'yes']) },
];

/** How the produced quantity is written: the unit after the number, in the label, or implied by a count word. */
const YIELD_WEIGHT = [
  ['kg', 'kg'],
  ['KG', 'kg'],
  ['lbs', 'lb'],
  ['lb', 'lb'],
  ['kilos', 'kg'],
] as const;
const YIELD_COUNT = [
  ['cases', 'case'],
  ['cs', 'case'],
  ['pcs', 'each'],
  ['ea', 'each'],
  ['boxes', 'box'],
] as const;

const heading = (rnd: Random, role: Exclude<Role, 'amount'>, twoLine: boolean): string =>
  twoLine && TWO_LINE[role] && rnd.chance(0.6) ? rnd.pick(TWO_LINE[role]!) : rnd.pick(HEADINGS[role]);

/** A plant's own lot for what it made: the tuning shapes, a date-coded batch, a product prefix. */
function ownLot(rnd: Random, iso: string): string {
  const [y, m, d] = iso.split('-') as [string, string, string];
  switch (rnd.int(0, 4)) {
    case 0:
      return `B${m}${d}-${rnd.pick(['01', '02', '03'])}`;
    case 1:
      return `FG${y.slice(2)}${m}-${String(rnd.int(1, 40)).padStart(2, '0')}`;
    default:
      return randomLot(rnd);
  }
}

/** The header's yield field: its label and value, and the unit the truth holds. */
function yieldField(rnd: Random, produced: number, counted: boolean) {
  const [written, unit] = counted ? rnd.pick(YIELD_COUNT) : rnd.pick(YIELD_WEIGHT);
  const n = writeNumber(rnd, produced);
  const style = rnd.int(0, 3);
  if (style === 0 && !counted)
    return { label: `${rnd.pick(['Yield', 'Batch size', 'Net weight'])} (${written})`, value: n, unit };
  if (style === 1 && counted && written === 'cases')
    return { label: rnd.pick(['Cases produced', 'Cases packed']), value: n, unit };
  const label = rnd.pick([
    'Yield',
    'Quantity produced',
    'Total yield',
    'Batch size',
    'Qty made',
    'Output',
    'Actual yield',
  ]);
  return { label, value: `${n} ${written}`, unit };
}

/** One batch sheet of a random layout; the same seed draws the same page. */
export function varietyProduction(rnd: Random): PageContent {
  const dateOrder: DateOrder = rnd.pick(['MDY', 'MDY', 'MDY', 'DMY', 'DMY', 'YMD'] as const);
  const packing = rnd.chance(0.25);
  const combined = rnd.chance(0.3);
  const twoLine = rnd.chance(0.35);
  const date = randomIsoDate(rnd);
  const product = rnd.pick(FINISHED_GOODS);
  const lot = ownLot(rnd, date);
  const counted = packing || rnd.chance(0.3);
  const produced = counted ? rnd.int(12, 480) : rnd.chance(0.3) ? rnd.int(2, 40) * 25 : randomQuantity(rnd);
  const made = yieldField(rnd, produced, counted);

  let order: Role[] = shuffled(rnd, [
    'material',
    'lot',
    ...(combined ? (['amount'] as const) : (['quantity', 'unit'] as const)),
  ]);
  if (rnd.chance(0.7)) order = ['material', ...order.filter((r) => r !== 'material')];
  if (!combined && rnd.chance(0.75)) {
    order = order.filter((r) => r !== 'unit');
    order.splice(order.indexOf('quantity') + 1, 0, 'unit');
  }
  const extras = shuffled(rnd, OTHER).slice(0, rnd.int(0, 2));
  const columns: { role: Role | 'other'; label: string; share: number }[] = order.map((role) => ({
    role,
    label: role === 'amount' ? rnd.pick(AMOUNT_HEADINGS) : heading(rnd, role, twoLine),
    share: role === 'material' ? 0.25 : role === 'unit' ? 0.08 : 0.14,
  }));
  const at = rnd.chance(0.5) ? columns.length : rnd.int(0, columns.length);
  columns.splice(at, 0, ...extras.map((e) => ({ role: 'other' as const, label: e.label, share: 0.1 })));

  const pool = packing ? [...PACKAGING] : rnd.chance(0.2) ? [...INGREDIENTS, ...PACKAGING] : [...INGREDIENTS];
  const materials = shuffled(rnd, pool).slice(0, rnd.int(3, 7));
  const cells: string[][] = [];
  const rows: DocumentValues<'production'>['rows'] = [];
  for (const material of materials) {
    const [written, unit] = unitFor(rnd, material);
    const countedRow = ['case', 'bag', 'each', 'box'].includes(unit);
    const amount = countedRow ? rnd.int(1, 400) : randomQuantity(rnd);
    const materialLot = supplierLot(rnd);
    const q = writeNumber(rnd, amount);
    const value: Record<Role, string> = {
      material,
      lot: materialLot,
      quantity: q,
      unit: written,
      amount: `${q} ${written}`,
    };
    let e = 0;
    cells.push(columns.map((c) => (c.role === 'other' ? extras[e++]!.cell(rnd) : value[c.role])));
    rows.push({ material_name: material, material_lot: materialLot, amt_used: amount, unit });
  }
  fitColumns(columns, cells);

  const header = shuffled(rnd, [
    {
      label: rnd.pick(['Product', 'Product made', 'Item', 'Recipe', 'Product name', 'Finished product']),
      value: product,
    },
    {
      label: rnd.pick([
        'Batch code',
        'Lot assigned',
        'Batch #',
        'Lot no.',
        'Batch / Lot',
        'Production lot',
        'Lot number',
      ]),
      value: lot,
    },
    { label: made.label, value: made.value },
    {
      label: rnd.pick(['Date', 'Production date', 'Date made', 'Batch date', 'Run date', 'Mfg date']),
      value: writeAnyDate(rnd, date, dateOrder),
    },
    ...shuffled(rnd, [
      { label: 'Line', value: rnd.pick(['2', 'L3', 'Oven 1', 'A']) },
      {
        label: rnd.pick(['Operator', 'Mixed by', 'Baker']),
        value: rnd.pick(['J. Moreno', 'R. Kaur', 'T. Smith']),
      },
      { label: 'Shift', value: rnd.pick(['AM', 'PM', '2', 'Night']) },
    ]).slice(0, rnd.int(0, 2)),
  ]);
  return {
    kind: 'production',
    title: packing
      ? rnd.pick(['PACKING RUN SHEET', 'PACKAGING RECORD'])
      : rnd.pick([
          'BATCH PRODUCTION RECORD',
          'MIXING LOG',
          'BATCH TICKET',
          'FORMULATION SHEET',
          'COOK LOG',
          'BLENDING RECORD',
        ]),
    company: rnd.pick(['Hollow Creek Bakery - Plant 2', 'Riverbend Kitchens Inc.', 'Maple Row Foods']),
    dateOrder,
    header,
    headerPlacement: rnd.pick(['colon', 'colon', 'above', 'left'] as const),
    columns: columns.map(({ label, share }) => ({ label, share })),
    cells,
    remarks: rnd.chance(0.5)
      ? [
          rnd.pick([
            `Total batch weight: ${rnd.int(50, 900)} kg`,
            `Total: ${materials.length} ingredients`,
            `Mixed ${rnd.int(6, 20)} min, temp OK`,
            'Notes: no deviations',
            'Metal detector checked',
          ]),
        ]
      : [],
    footer: rnd.chance(0.6)
      ? [
          {
            label: rnd.pick(['Verified by', 'QA sign-off', 'Supervisor']),
            value: rnd.pick(['J. Moreno', 'R. Kaur']),
          },
        ]
      : undefined,
    truth: {
      kind: 'production',
      header: {
        production_date: date,
        product_name: product,
        outgoing_lot: lot,
        quantity_produced: produced,
        quantity_unit: made.unit,
      },
      rows,
    },
  };
}
