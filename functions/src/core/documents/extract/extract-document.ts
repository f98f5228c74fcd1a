import type { Layout } from '../layout.ts';
import type { ColumnRole } from './column-roles.ts';
import { emptyField, fieldValue, unitAfterNumber } from './field-values.ts';
import { findTable } from './find-table.ts';
import { readLabels } from './header-labels.ts';
import { KINDS } from './kinds.ts';
import type { DateOrder, DocumentKind, Extraction, ExtractedField } from './types.ts';

export interface ExtractOptions {
  /** How the company writes numeric dates. */
  dateOrder: DateOrder;
}

type Loose = Record<string, ExtractedField<string | number>>;

/**
 * A read document (any engine's layout) to the header and rows of one kind. Each page's table
 * adds rows; header fields come from the first page that has them. Rows take the header's
 * supplier, PO number or date when the table has no column for them. Nothing is matched to
 * master data here: names stay as read.
 */
export function extractDocument<K extends DocumentKind>(
  layout: Layout,
  kind: K,
  options: ExtractOptions,
): Extraction<K> {
  const spec = KINDS[kind];
  const header: Loose = {};
  for (const f of [...Object.keys(spec.header), ...Object.keys(spec.headerDerived)]) header[f] = emptyField();
  const rows: Loose[] = [];
  const roles = Object.keys(spec.columns) as ColumnRole[];
  const labels = Object.fromEntries(Object.entries(spec.header).map(([f, h]) => [f, h.labels]));
  const tableColumns = new Set<string>();

  for (const page of layout.pages) {
    const table = findTable(page, roles);
    const found = readLabels(
      page,
      labels,
      table?.slope ?? 0,
      table ? table.headingY - table.headingHeight * 0.6 : Infinity,
    );
    for (const [field, value] of Object.entries(found)) {
      const h = spec.header[field]!;
      if (header[field]!.value !== null) continue;
      header[field] = fieldValue(h.type, value.text, value.confidence, options.dateOrder);
      if (h.unitField && header[h.unitField]!.value === null) {
        const unit = unitAfterNumber(value.text);
        if (unit)
          header[h.unitField] = fieldValue(
            spec.headerDerived[h.unitField]!,
            unit,
            value.confidence,
            options.dateOrder,
          );
      }
    }
    if (!table) continue;
    for (const c of table.columns)
      if (c.role !== 'other' && spec.columns[c.role]) tableColumns.add(spec.columns[c.role]!);
    for (const cells of table.rows) {
      const row: Loose = {};
      for (const field of Object.keys(spec.row)) row[field] = emptyField();
      for (const [role, cell] of Object.entries(cells)) {
        const field = spec.columns[role as ColumnRole];
        if (field) row[field] = fieldValue(spec.row[field]!, cell.text, cell.confidence, options.dateOrder);
      }
      const quantity = row[spec.quantity]!;
      if (row.unit!.value === null && quantity.raw) {
        const unit = unitAfterNumber(quantity.raw);
        if (unit) row.unit = fieldValue('unit', unit, quantity.confidence, options.dateOrder);
      }
      if (isBlankRow(row, spec.quantity)) continue;
      rows.push(row);
    }
  }

  // Fields the table has no column for come from the header.
  for (const row of rows)
    for (const [field, from] of Object.entries(spec.inherit))
      if (!tableColumns.has(field)) row[field] = { ...header[from]! };

  return { kind, header, rows } as unknown as Extraction<K>;
}

/** A row with neither a name nor a quantity, and at most one other cell, is a stray mark, not a line item. */
function isBlankRow(row: Loose, quantityField: string): boolean {
  const filled = Object.values(row).filter((f) => f.raw).length;
  return !row.material_name?.raw && !row[quantityField]!.raw && filled < 2;
}
