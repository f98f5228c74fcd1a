import { CUSTOMER_COUNTRIES, CUSTOMER_CSV_COLUMNS } from '@bp/shared/contracts/customers.ts';
import { MATERIAL_CSV_COLUMNS } from '@bp/shared/contracts/materials.ts';
import { SUPPLIER_CSV_COLUMNS } from '@bp/shared/contracts/suppliers.ts';

/** The lists that import and export CSV files (issue 4: a small plant starts from a spreadsheet). */
export type CsvEntity = 'materials' | 'suppliers' | 'customers';

export interface CsvEntityInfo {
  /** The CSV header row, as the API exports and the template holds it. */
  columns: readonly string[];
  /** Columns a row must fill in. */
  required: readonly string[];
  noun: { one: string; many: string };
  /** Hints for columns whose values follow a rule. */
  hints: readonly string[];
}

export const CSV_ENTITIES: Record<CsvEntity, CsvEntityInfo> = {
  materials: {
    columns: MATERIAL_CSV_COLUMNS,
    required: ['name', 'material_type', 'unit_of_measure'],
    noun: { one: 'material', many: 'materials' },
    hints: [
      'material_type: ingredient, packaging or finished_goods',
      'unit_of_measure: a standard unit (kg, lb, L...) or one of your custom units',
      'traceable and is_archived: true or false',
      'default_supplier: the name of one of your suppliers (not for finished goods)',
    ],
  },
  suppliers: {
    columns: SUPPLIER_CSV_COLUMNS,
    required: ['name'],
    noun: { one: 'supplier', many: 'suppliers' },
    hints: [
      'phone_number and fax_number: 7-20 digits, spaces or dashes, optional leading +',
      'zipcode: 5 digits, optionally -4 (12345 or 12345-6789)',
    ],
  },
  customers: {
    columns: CUSTOMER_CSV_COLUMNS,
    required: ['name'],
    noun: { one: 'customer', many: 'customers' },
    hints: [`country: ${CUSTOMER_COUNTRIES.join(', ')} (empty means US)`],
  },
};

/** "1 supplier", "3 suppliers". */
export const countOf = (count: number, entity: CsvEntity): string => {
  const { one, many } = CSV_ENTITIES[entity].noun;
  return `${count} ${count === 1 ? one : many}`;
};

/** The template: the header row alone, ready to fill in a spreadsheet. */
export const templateCsv = (entity: CsvEntity): string => `${CSV_ENTITIES[entity].columns.join(',')}\r\n`;

/** Today's export file name when the server names none: suppliers-2025-03-14.csv. */
export const exportFileName = (entity: CsvEntity, today: Date = new Date()): string =>
  `${entity}-${today.toISOString().slice(0, 10)}.csv`;

/**
 * The idempotency key of one chosen file: the API finishes an interrupted import, or answers
 * `replayed`, when the same key comes again. randomUUID needs a secure context; plain http on
 * a LAN address falls back to random digits.
 */
export const newImportId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `imp-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
