import type { ReactNode } from 'react';

/**
 * Where a column goes when the table turns into cards on a phone:
 * - 'title': the card's heading (the name; one column per table);
 * - 'actions': the card's top-right corner (edit and delete buttons);
 * - 'detail' (the default): a "Header: value" line under the heading;
 * - 'hidden': left out on a phone (desktop-only context).
 */
export type PhonePlacement = 'title' | 'actions' | 'detail' | 'hidden';

export interface Column<T> {
  key: string;
  header: ReactNode;
  /** Cell content; defaults to `row[key]`. Empty values show a dash. */
  render?: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** Its place in a phone card; 'detail' when left out. */
  phone?: PhonePlacement;
  /** What the card shows instead of `render`, when the desktop cell does not suit a card. */
  renderPhone?: (row: T) => ReactNode;
}

const isEmptyValue = (value: unknown) => value === null || value === undefined || value === '';

/** A column's content for a row, or undefined when there is none. */
export const cellValue = <T>(column: Column<T>, row: T, phone = false): ReactNode => {
  const render = (phone && column.renderPhone) || column.render;
  const value = render ? render(row) : (row as Record<string, unknown>)[column.key];
  return isEmptyValue(value) ? undefined : (value as ReactNode);
};

export const placementOf = <T>(column: Column<T>): PhonePlacement => column.phone ?? 'detail';
