import type { ColumnRole } from './column-roles.ts';
import type { DocumentKind } from './types.ts';
import type { KnownValues } from './column-content.ts';
import { LABELS } from './header-vocabulary.ts';
import { productLotLabels } from './product-lot-labels.ts';

/** How a field's text becomes its value. */
export type FieldType = 'text' | 'code' | 'po' | 'number' | 'unit' | 'date';

export interface KindSpec {
  /** Header field -> its type and the labels printed before it (compact). */
  header: Record<
    string,
    {
      type: FieldType;
      labels: readonly string[];
      unitField?: string;
      /** The company's names it holds: with no label, a line above the table that is one of them. */
      known?: 'suppliers' | 'customers' | 'products';
      /** Labels made of the company's own names (`Kimchi lot`), beside the printed vocabulary. */
      knownLabels?: (known: KnownValues | undefined) => readonly string[];
      /** Labels read only where the field's own gave nothing (`Bill to` where no `Ship to` is). */
      fallbackLabels?: readonly string[];
    }
  >;
  /** Header fields filled only from another field (the unit written after a quantity). */
  headerDerived: Record<string, FieldType>;
  /** Table column role -> row field. */
  columns: Partial<Record<ColumnRole, string>>;
  row: Record<string, FieldType>;
  /** Row field -> the header field it takes when the table has no such column. */
  inherit: Record<string, string>;
  /** The quantity row field, whose cell may carry the unit too. */
  quantity: string;
  /** Row field -> the row field it copies when the table has no column for it. */
  fallback?: Record<string, string>;
  /**
   * Date fields that lie after the document's own date (a use-by): they tell the date order
   * when unambiguous, but are left out of the plausibility of "not after the upload".
   */
  forwardDates?: readonly string[];
  /** A count of packages beside their weight: the weight is the row's quantity (assign-columns). */
  weightOverCount?: boolean;
  /** A count of packages beside their weight: the count is the row's quantity (assign-columns). */
  countOverWeight?: boolean;
  /**
   * Table roles the kind keeps once, in its header, that a form may write on every row (an
   * outbound log's `Ship to` column): when the line items agree on one value and no label gave
   * the field, the header takes it.
   */
  headerColumns?: Partial<Record<ColumnRole, string>>;
}

/** The three kinds as declarations: a fourth kind is a new entry here. */
export const KINDS: Record<DocumentKind, KindSpec> = {
  goods_receipt: {
    header: {
      supplier_name: {
        type: 'text',
        known: 'suppliers',
        labels: LABELS.supplier_name,
      },
      receipt_date: {
        type: 'date',
        labels: LABELS.receipt_date,
      },
      po_number: {
        type: 'po',
        labels: LABELS.po_number,
      },
    },
    headerDerived: {},
    columns: {
      name: 'material_name',
      supplier: 'supplier_name',
      lot: 'lot_code',
      po: 'po_number',
      quantity: 'quantity',
      unit: 'unit',
      date: 'receipt_date',
      supplier_lot: 'supplier_lot_code',
      use_by: 'supplier_use_by',
      best_before: 'supplier_best_before',
      made_on: 'supplier_production_date',
    },
    row: {
      supplier_name: 'text',
      material_name: 'text',
      lot_code: 'code',
      po_number: 'po',
      quantity: 'number',
      unit: 'unit',
      receipt_date: 'date',
      supplier_lot_code: 'code',
      supplier_use_by: 'date',
      supplier_best_before: 'date',
      supplier_production_date: 'date',
    },
    inherit: { supplier_name: 'supplier_name', po_number: 'po_number', receipt_date: 'receipt_date' },
    // A log with only the supplier's lot column: that code is the lot's code here too.
    fallback: { lot_code: 'supplier_lot_code' },
    forwardDates: ['supplier_use_by', 'supplier_best_before'],
    quantity: 'quantity',
    weightOverCount: true,
  },
  production: {
    header: {
      product_name: {
        type: 'text',
        labels: LABELS.product_name,
        known: 'products',
      },
      production_date: {
        type: 'date',
        labels: LABELS.production_date,
      },
      outgoing_lot: {
        type: 'code',
        labels: LABELS.outgoing_lot,
        knownLabels: productLotLabels,
      },
      quantity_produced: {
        type: 'number',
        labels: LABELS.quantity_produced,
        unitField: 'quantity_unit',
      },
    },
    headerDerived: { quantity_unit: 'unit' },
    // An ingredient's lot is the one it was received under, often its supplier's own code: a
    // `Supplier lot` column is the lot used, unless the sheet also has a lot column (that wins).
    columns: {
      name: 'material_name',
      lot: 'material_lot',
      supplier_lot: 'material_lot',
      quantity: 'amt_used',
      unit: 'unit',
    },
    row: { material_name: 'text', material_lot: 'code', amt_used: 'number', unit: 'unit' },
    inherit: {},
    quantity: 'amt_used',
  },
  shipment: {
    header: {
      customer_name: {
        type: 'text',
        known: 'customers',
        labels: LABELS.customer_name,
        // Who pays, where no one is named as receiving: on an invoice book, the customer.
        fallbackLabels: ['billto', 'billedto', 'invoiceto', 'invoicedto'],
      },
      shipment_date: {
        type: 'date',
        labels: LABELS.shipment_date,
      },
    },
    headerDerived: {},
    columns: { name: 'material_name', lot: 'material_lot_code', quantity: 'material_quantity', unit: 'unit' },
    row: { material_name: 'text', material_lot_code: 'code', material_quantity: 'number', unit: 'unit' },
    inherit: {},
    headerColumns: { customer: 'customer_name', date: 'shipment_date' },
    quantity: 'material_quantity',
    countOverWeight: true,
  },
};
