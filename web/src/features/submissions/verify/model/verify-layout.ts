import type { FieldKind } from '@bp/shared/contracts/submissions/fields.ts';
import type { SubmissionKindSpec } from '@bp/shared/contracts/submissions/kind.ts';
import { goodsReceiptSpec, productionSpec, shipmentSpec } from '@bp/shared/contracts/submissions/kinds.ts';
import type { ScreenKindName } from '../../model/screen-paths.ts';

/**
 * What the verification screen shows of a kind, beyond its declaration: the spec's column
 * labels and order (spec 001 section 2) and which declared fields play the roles the section 4
 * rules talk about (the material, the quantity, the lot code, a goods receipt's supplier).
 * Editors come from the declared field kinds, so a field is never described twice.
 */
export interface ColumnDef {
  /** A declared row field, or 'type': the material's type (read only). */
  field: string;
  label: string;
}

export interface HeaderFieldDef {
  field: string;
  label: string;
}

export interface VerifyLayout {
  columns: ColumnDef[];
  /** The header card (production, shipment): verified as a whole before submitting. */
  headerFields: HeaderFieldDef[];
  /** The fields of the rules: the kind's declared roles. */
  roles: SubmissionKindSpec['rowRoles'];
  /** 'materials' for production; 'rows' elsewhere (screen-reader names). */
  rowsNoun: string;
  /** Rows receive supplier lots: a repeat is said under the row and joins its lot (issue 21). */
  supplierLots?: boolean;
}

export const verifyLayouts: Record<ScreenKindName, VerifyLayout> = {
  goods_receipt: {
    columns: [
      { field: 'type', label: 'Type' },
      { field: 'material_id', label: 'Name' },
      { field: 'quantity', label: 'Qty' },
      { field: 'unit', label: 'Unit' },
      { field: 'receipt_date', label: 'Receipt Date' },
      { field: 'lot_code', label: 'Lot Code' },
      { field: 'supplier_id', label: 'Supplier' },
      { field: 'po_number', label: 'PO #' },
      { field: 'supplier_lot_code', label: 'Supplier Lot' },
      { field: 'supplier_use_by', label: 'Use By' },
      { field: 'supplier_best_before', label: 'Best Before' },
      { field: 'supplier_production_date', label: 'Produced On' },
    ],
    headerFields: [],
    roles: goodsReceiptSpec.rowRoles,
    rowsNoun: 'Goods receipt rows',
    supplierLots: true,
  },
  production: {
    columns: [
      { field: 'type', label: 'Type' },
      { field: 'material_id', label: 'Name' },
      { field: 'amt_used', label: 'Qty' },
      { field: 'unit', label: 'Unit' },
      { field: 'material_lot', label: 'Lot Code' },
    ],
    headerFields: [
      { field: 'production_date', label: 'Date' },
      { field: 'product_id', label: 'Product' },
      { field: 'quantity_unit', label: 'Unit' },
      { field: 'outgoing_lot', label: 'Outgoing Lot' },
      { field: 'quantity_produced', label: 'Quantity Produced' },
    ],
    roles: productionSpec.rowRoles,
    rowsNoun: 'Production materials',
  },
  shipment: {
    columns: [
      { field: 'type', label: 'Type' },
      { field: 'material_id', label: 'Name' },
      { field: 'material_quantity', label: 'Qty' },
      { field: 'material_lot_code', label: 'Lot Code' },
    ],
    headerFields: [
      { field: 'customer_id', label: 'Customer' },
      { field: 'shipment_date', label: 'Date' },
    ],
    roles: shipmentSpec.rowRoles,
    rowsNoun: 'Shipment rows',
  },
};

/** A declared field's kind; undefined for the derived 'type' column. */
export const fieldKind = (fields: SubmissionKindSpec['row'], name: string): FieldKind | undefined =>
  fields[name];
