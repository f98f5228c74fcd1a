import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

export const opts = { dateOrder: 'auto' as const, uploaded: '2026-11-26' };
/** A receiving log with a supplier and a date above a table, read as a goods receipt: its rows' values. */
export const receipt = (
  columns: [string, number][],
  rows: string[][],
  extra: ReturnType<typeof box>[] = [],
) =>
  extractDocument(
    page([
      box('Supplier: Prairie Grain Co', 0.06, 0.06),
      box('Date received: 11/24/2026', 0.06, 0.09),
      ...table(columns, rows, 0.2),
      ...extra,
    ]),
    'goods_receipt',
    opts,
  ).rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v.value])));
