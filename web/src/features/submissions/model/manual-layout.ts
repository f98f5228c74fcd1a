import type { MaterialType } from '@bp/shared/contracts/materials.ts';
import { goodsReceiptSpec, productionSpec, shipmentSpec } from '@bp/shared/contracts/submissions/kinds.ts';
import {
  productionMessages,
  rowMessages,
  shipmentMessages,
} from '@bp/shared/contracts/submissions/messages.ts';
import type { ScreenKindName } from './screen-paths.ts';

/** How a declared field is entered on the manual screens. */
/** `stock-lot`: a lot code, offered from the row material's lots in stock (first-expired-first). */
export type FieldInput = 'date' | 'quantity' | 'text' | 'stock-lot' | 'material' | 'supplier' | 'customer';

export interface UiField {
  /** The declaration's field name (shared kinds.ts). */
  name: string;
  label: string;
  input: FieldInput;
  /** The message shown when it is left empty; absent: optional. */
  required?: string;
}

/**
 * The manual entry screen of a kind (spec 001 sections 2 and 5): which declared fields it shows,
 * in the spec's order, and what their roles are for the shared rules (the quantity, the lot,
 * the material a row names). Fields not listed are filled by the screen: a goods receipt row's
 * receipt_date is the header's, a production row's material_type its material's.
 */
export interface ManualLayout {
  header: UiField[];
  rows: UiField[];
  row: {
    material: string;
    quantity: string;
    lot: string;
    /** Filled from the chosen material's unit_of_measure. */
    unit?: string;
    /** Takes the chosen material's type. */
    materialType?: string;
    quantityRequired: string;
    lotRequired: string;
    /** Its lot picker offers expired lots too (a shipment row gives an override reason). */
    expiredLotsShippable?: boolean;
  };
  /** The materials a row may name (production: no finished goods; shipments: finished goods only). */
  rowMaterialTypes: readonly MaterialType[];
  /** Header fields copied into every row on submit (the manual receipt date). */
  headerIntoRows?: Record<string, string>;
  /** The header's product fills its unit (production). */
  headerUnit?: { ref: string; unit: string };
  rowsRequired: string;
  /** Rows receive supplier lots: a repeat is said under the row and joins its lot (issue 21). */
  supplierLots?: boolean;
}

export const manualLayouts: Record<ScreenKindName, ManualLayout> = {
  goods_receipt: {
    header: [
      {
        name: 'receipt_date',
        label: 'Receipt Date',
        input: 'date',
        required: rowMessages.receiptDateRequired,
      },
    ],
    rows: [
      { name: 'supplier_id', label: 'Supplier', input: 'supplier', required: rowMessages.supplierRequired },
      { name: 'material_id', label: 'Material', input: 'material', required: rowMessages.materialRequired },
      { name: 'lot_code', label: 'Lot Code', input: 'text' },
      { name: 'po_number', label: 'PO Number', input: 'text' },
      { name: 'supplier_lot_code', label: 'Supplier Lot Code', input: 'text' },
      { name: 'quantity', label: 'Quantity', input: 'quantity' },
      { name: 'unit', label: 'Unit', input: 'text' },
      // The supplier's own dates for their lot, where the paperwork gives them (issue 21).
      { name: 'supplier_use_by', label: 'Use By', input: 'date' },
      { name: 'supplier_best_before', label: 'Best Before', input: 'date' },
      { name: 'supplier_production_date', label: 'Produced On', input: 'date' },
    ],
    row: {
      ...goodsReceiptSpec.rowRoles,
      quantityRequired: rowMessages.quantityRequired,
      lotRequired: rowMessages.lotRequired,
    },
    rowMaterialTypes: goodsReceiptSpec.rowMaterialTypes,
    headerIntoRows: { receipt_date: 'receipt_date' },
    rowsRequired: rowMessages.rowsRequired,
    supplierLots: true,
  },
  production: {
    header: [
      {
        name: 'production_date',
        label: 'Production Date',
        input: 'date',
        required: productionMessages.dateRequired,
      },
      {
        name: 'product_id',
        label: 'Product',
        input: 'material',
        required: productionMessages.productRequired,
      },
      {
        name: 'quantity_unit',
        label: 'Unit',
        input: 'text',
        required: productionMessages.quantityUnitRequired,
      },
      {
        name: 'outgoing_lot',
        label: 'Outgoing Lot',
        input: 'text',
        required: productionMessages.outgoingLotRequired,
      },
      {
        name: 'quantity_produced',
        label: 'Quantity Produced',
        input: 'quantity',
        required: productionMessages.quantityProducedRequired,
      },
    ],
    rows: [
      { name: 'material_id', label: 'Material', input: 'material', required: rowMessages.materialRequired },
      { name: 'material_lot', label: 'Lot Code', input: 'stock-lot' },
      { name: 'amt_used', label: 'Amount Used', input: 'quantity' },
      { name: 'unit', label: 'Unit', input: 'text', required: rowMessages.unitRequired },
    ],
    row: {
      ...productionSpec.rowRoles,
      quantityRequired: rowMessages.amountRequired,
      lotRequired: rowMessages.lotRequiredLong,
    },
    rowMaterialTypes: productionSpec.rowMaterialTypes,
    headerUnit: { ref: 'product_id', unit: 'quantity_unit' },
    rowsRequired: rowMessages.materialsRequired,
  },
  shipment: {
    header: [
      {
        name: 'customer_id',
        label: 'Customer',
        input: 'customer',
        required: shipmentMessages.customerRequired,
      },
      {
        name: 'shipment_date',
        label: 'Shipment Date',
        input: 'date',
        required: shipmentMessages.dateRequired,
      },
    ],
    rows: [
      { name: 'material_id', label: 'Material', input: 'material', required: rowMessages.materialRequired },
      { name: 'material_lot_code', label: 'Lot Code', input: 'stock-lot' },
      { name: 'material_quantity', label: 'Quantity', input: 'quantity' },
      { name: 'expiry_override_reason', label: 'Expired lot: ship anyway because', input: 'text' },
    ],
    row: {
      ...shipmentSpec.rowRoles,
      quantityRequired: rowMessages.quantityRequired,
      lotRequired: rowMessages.lotRequired,
      expiredLotsShippable: true,
    },
    rowMaterialTypes: shipmentSpec.rowMaterialTypes,
    rowsRequired: rowMessages.rowsRequired,
  },
};
