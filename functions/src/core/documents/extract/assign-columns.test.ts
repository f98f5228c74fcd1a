import { describe, expect, it } from 'vitest';
import { assignColumns } from './assign-columns.ts';
import { headingRole } from './column-roles.ts';

const receipt = [
  'name',
  'supplier',
  'lot',
  'quantity',
  'unit',
  'po',
  'date',
  'supplier_lot',
  'use_by',
  'best_before',
  'made_on',
] as const;
const shipment = ['name', 'lot', 'quantity', 'unit'] as const;

describe('headingRole: the phrasings real forms use', () => {
  it.each([
    ['Qty', 'quantity'],
    ['Quantity', 'quantity'],
    ['Cases', 'quantity'],
    ['Units shipped', 'quantity'],
    ['Qty Rec’d', 'quantity'],
    ['Net Wt', 'quantity'],
    ['Amount', 'quantity'],
    ['Lot', 'lot'],
    ['Lot #', 'lot'],
    ['Batch', 'lot'],
    ['Batch no.', 'lot'],
    ['Supplier lot', 'supplier_lot'],
    ['Vendor Lot No', 'supplier_lot'],
    ['Mfr batch #', 'supplier_lot'],
    ['Use by', 'use_by'],
    ['Exp. date', 'use_by'],
    ['Expiry date', 'use_by'],
    ['Best before', 'best_before'],
    ['BBD', 'best_before'],
    ['Prod. date', 'made_on'],
    ['Pack date', 'made_on'],
    ['Vendor', 'supplier'],
    ['Supplier', 'supplier'],
    ['Mfr', 'supplier'],
    ['Item', 'name'],
    ['Product', 'name'],
    ['Description', 'name'],
    ['Ingredient', 'name'],
    ['SKU', 'name'],
    ['Received', 'date'],
    ['Date in', 'date'],
    ['Date received', 'date'],
    ['Delivery date', 'date'],
    ['PO', 'po'],
    ['P.O. #', 'po'],
    ['Order no.', 'po'],
    ['PO Ref', 'po'],
    ['Cs loaded', 'quantity'],
    ['Cartons packed', 'quantity'],
    ['Ship to', 'customer'],
    ['Consignee', 'customer'],
    ['UOM', 'unit'],
    ['Unit', 'unit'],
  ])('%s is %s', (heading, role) => {
    expect(headingRole(heading)).toBe(role);
  });

  it.each(['Unit price', 'Temp', 'Temperature °F', 'Comments', 'Initials', 'Total'])(
    '%s names no role',
    (heading) => {
      expect(headingRole(heading)).toBeNull();
    },
  );
});

describe('assignColumns', () => {
  it('gives each role the column its heading names', () => {
    const got = assignColumns(
      [
        { heading: 'Vendor', cells: ['Valley Mills', 'Acme Foods'] },
        { heading: 'Product', cells: ['Wheat Flour', 'Cane Sugar'] },
        { heading: 'Supplier lot', cells: ['L2403-117', 'AB12345'] },
        { heading: 'Qty', cells: ['40', '25'] },
        { heading: 'Temp', cells: ['38', '41'] },
      ],
      receipt,
    );
    expect(got).toEqual(['supplier', 'name', 'supplier_lot', 'quantity', undefined]);
  });

  it('keeps our lot and the supplier\u2019s apart, and never takes a dated column for the receipt date by its cells', () => {
    const got = assignColumns(
      [
        { heading: 'Received', cells: ['11/02/2026', '11/03/2026'] },
        { heading: 'Item', cells: ['Wheat Flour', 'Cane Sugar'] },
        { heading: 'Our lot', cells: ['RM-2411-01', 'RM-2411-02'] },
        { heading: 'Vendor lot', cells: ['L2403-117', 'AB12345'] },
        { heading: 'Best by', cells: ['05/01/2027', '12/31/2027'] },
        { heading: 'Cases', cells: ['40', '25'] },
      ],
      receipt,
    );
    expect(got).toEqual(['date', 'name', 'lot', 'supplier_lot', 'best_before', 'quantity']);
    // Without a heading that names them, dates are the receipt's and codes are our lots.
    const bare = assignColumns(
      [
        { heading: 'Item', cells: ['Wheat Flour', 'Cane Sugar'] },
        { heading: '', cells: ['11/02/2026', '11/03/2026'] },
        { heading: '', cells: ['RM-2411-01', 'RM-2411-02'] },
        { heading: 'Cases', cells: ['40', '25'] },
      ],
      receipt,
    );
    expect(bare).toEqual(['name', 'date', 'lot', 'quantity']);
  });

  it('gives a production sheet\u2019s Best before column no role (it has no field for it)', () => {
    const got = assignColumns(
      [
        { heading: 'Ingredient', cells: ['Wheat Flour', 'Cane Sugar'] },
        { heading: 'Lot', cells: ['RM-2411-01', 'RM-2411-02'] },
        { heading: 'Best before', cells: ['05/01/2027', '12/31/2027'] },
        { heading: 'Qty used', cells: ['40', '25'] },
      ],
      ['name', 'lot', 'quantity', 'unit'] as const,
    );
    expect(got).toEqual(['name', 'lot', undefined, 'quantity']);
  });

  it('takes a Units column of plain numbers for the count it is, when no other column holds one', () => {
    const got = assignColumns(
      [
        { heading: 'Item', cells: ['Oat Cookies 12ct', 'Granola Bars'] },
        { heading: 'Batch', cells: ['FG-560A', 'FG-439A'] },
        { heading: 'Units', cells: ['120', '48'] },
      ],
      shipment,
    );
    expect(got).toEqual(['name', 'lot', 'quantity']);
  });

  it('keeps Units as the unit of measure beside a quantity column', () => {
    const got = assignColumns(
      [
        { heading: 'Item', cells: ['Oat Cookies', 'Granola Bars'] },
        { heading: 'Qty', cells: ['120', '48'] },
        { heading: 'Units', cells: ['cases', 'each'] },
      ],
      shipment,
    );
    expect(got).toEqual(['name', 'quantity', 'unit']);
  });

  it('fills a role from a column whose heading it does not know, by what the cells hold', () => {
    const got = assignColumns(
      [
        { heading: 'Goods', cells: ['Butter', 'Honey'] },
        { heading: 'Menge netto', cells: ['12,5 kg', '3 kg'] },
        { heading: 'Rückverfolgung', cells: ['B-2211', 'H-0987'] },
      ],
      receipt,
    );
    expect(got).toEqual(['name', 'quantity', 'lot']);
  });

  it("tells a supplier column from a material column by the company's names", () => {
    const got = assignColumns(
      [
        { heading: 'Delivered', cells: ['Valley Mills', 'Acme Foods', 'Valley Mills'] },
        { heading: 'Goods', cells: ['Rolled Oats', 'Cane Sugar', 'Rolled Oats'] },
        { heading: 'Qty', cells: ['10', '5', '2'] },
      ],
      receipt,
      { suppliers: ['Valley Mills', 'Acme Foods Ltd'], materials: ['Rolled Oats', 'Cane Sugar'] },
    );
    expect(got).toEqual(['supplier', 'name', 'quantity']);
  });

  it('never reads prices or temperatures as quantities, nor an expiry as the receipt date', () => {
    const got = assignColumns(
      [
        { heading: 'Description', cells: ['Butter'] },
        { heading: 'Unit price', cells: ['4.50'] },
        { heading: 'Temp', cells: ['38'] },
        { heading: 'Expiry', cells: ['12/01/2027'] },
      ],
      receipt,
    );
    expect(got).toEqual(['name', undefined, undefined, 'use_by']);
  });

  it('does not turn an item-code column into lots', () => {
    const got = assignColumns(
      [
        { heading: 'Item #', cells: ['SKU-1001', 'SKU-2040'] },
        { heading: 'Description', cells: ['Butter', 'Honey'] },
        { heading: 'Qty', cells: ['2', '3'] },
      ],
      shipment,
    );
    expect(got).toEqual([undefined, 'name', 'quantity']);
  });

  it('takes a line-number column for no quantity, even when the quantity column\u2019s heading was lost', () => {
    const got = assignColumns(
      [
        { heading: 'Pos.', cells: ['10', '20', '30'] },
        { heading: 'Article', cells: ['Rye Crispbread', 'Oat Crackers', 'Spelt Rusks'] },
        { heading: 'Charge', cells: ['RC2611-07', 'OC2611-15', 'SR2611-09'] },
        { heading: 'Q', cells: ['24 pcs', '64 pc.', '24 pcs'] },
      ],
      shipment,
    );
    expect(got).toEqual([undefined, 'name', 'lot', 'quantity']);
  });

  it('takes the cases received, not the gross weight (pallets and cartons too), for the quantity', () => {
    const got = assignColumns(
      [
        { heading: 'Item', cells: ['Canned Tomatoes', 'Olive Oil'] },
        { heading: 'Lot', cells: ['CT-2611', 'OO-4471'] },
        { heading: 'Cases', cells: ['40', '12'] },
        { heading: 'Gross wt (lb)', cells: ['1,310', '402'] },
      ],
      receipt,
      {},
      { weightOverCount: true },
    );
    expect(got).toEqual(['name', 'lot', 'quantity', undefined]);
  });

  it('takes an order-number column of codes for the PO, never for our lot, beside the supplier\u2019s batch', () => {
    const got = assignColumns(
      [
        { heading: 'Vendor', cells: ['Valley Mills', 'Acme Foods'] },
        { heading: 'Item', cells: ['Wheat Flour', 'Cane Sugar'] },
        { heading: 'Vendor batch', cells: ['VM-24411', 'AF3092C'] },
        { heading: 'Qty', cells: ['40', '25'] },
        { heading: 'Our order', cells: ['SO-22817', 'SO-22830'] },
      ],
      receipt,
      { lots: ['VM-24400', 'AF3088A'] },
    );
    // No lot column: the supplier's batch is the lot (kinds.ts's fallback), the order is the PO.
    expect(got).toEqual(['supplier', 'name', 'supplier_lot', 'quantity', 'po']);
    const withLot = assignColumns(
      [
        { heading: 'Item', cells: ['Wheat Flour', 'Cane Sugar'] },
        { heading: 'Order number', cells: ['451207', '451233'] },
        { heading: 'Lot', cells: ['RM-2411-01', 'RM-2411-02'] },
      ],
      receipt,
    );
    expect(withLot).toEqual(['name', 'po', 'lot']);
  });
});
