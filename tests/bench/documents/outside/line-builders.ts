import type { ReceiptLine } from './truth.ts';

/**
 * The shorthands the outside sets' page files write their tables and stock with, short so a
 * page's rows read line by line as the form prints them.
 */

/** A table's column: its heading as printed and its share of the table's width. */
export const c = (label: string, share: number) => ({ label, share });

/** A receipt's line, as the truth records it. */
export const r = (
  material: string,
  lot: string,
  quantity: number,
  unit: string,
  supplier: string,
  po: string | null,
  date: string,
): ReceiptLine => ({ material, lot, quantity, unit, supplier, po, date });

/** A lot a production run used, as the truth records it. */
export const u = (material: string, lot: string, amount: number, unit: string) => ({
  material,
  lot,
  amount,
  unit,
});

/** A lot the set's company holds before its pages are read (seeded by a receipt). */
export const lot = (
  material: string,
  supplier: string,
  code: string,
  quantity: number,
  unit: string,
  date: string,
) => ({ material, supplier, lot: code, quantity, unit, date });
