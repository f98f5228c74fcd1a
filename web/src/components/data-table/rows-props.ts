import type { Column } from './column.ts';

/** What both forms of the rows (table and phone cards) need. */
export interface RowsProps<T> {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Extra styles per row (e.g. tinted archived rows). */
  rowSx?: (row: T) => Record<string, string | number> | undefined;
  /** Accessible name of the table (or of the list of cards). */
  label: string;
}
