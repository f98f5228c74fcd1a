import { field } from './fields.ts';
import { defineKind } from './kind.ts';

/**
 * A goods receipt row's dates that are the supplier's, for their lot (issue 21), not the
 * document's own: they do not make two receipts different documents (submissions/duplicates.ts).
 */
export const SUPPLIER_DATE_FIELDS = ['supplier_use_by', 'supplier_best_before', 'supplier_production_date'];

/** Spec 001 section 3, field for field. */
export const goodsReceiptSpec = defineKind({
  kind: 'goods_receipt',
  area: 'goods-receipts',
  basePath: '/api/goods-receipts',
  label: 'goods receipt',
  opName: 'goodsReceipt',
  refDocType: 'goods_receipt_submission',
  header: { receipt_date: field.date() },
  headerRoles: { date: 'receipt_date' },
  row: {
    supplier_id: field.ref('supplier', 'supplier_name', 'supplier_recognised'),
    material_id: field.ref('material', 'material_name', 'material_recognised'),
    lot_code: field.text(),
    po_number: field.text(),
    /** The supplier's own lot code (issue 21 item 4), kept apart from ours on the receipt link. */
    supplier_lot_code: field.text(100),
    /** The supplier's own dates for their lot, where the paperwork gives them (issue 21). */
    supplier_use_by: field.date(),
    supplier_best_before: field.date(),
    supplier_production_date: field.date(),
    /** Keep a supplier lot received before as a new lot of ours (supplier-lot-repeat.ts). */
    split_supplier_lot: field.boolean(),
    quantity: field.quantity(),
    unit: field.text(50),
    receipt_date: field.date(),
  },
  rowsKey: 'rows',
  rowRoles: {
    material: 'material_id',
    quantity: 'quantity',
    lot: 'lot_code',
    unit: 'unit',
    supplier: 'supplier_id',
    date: 'receipt_date',
  },
  rowMaterialTypes: ['ingredient', 'packaging', 'finished_goods'],
  unpagedList: 'first-page',
});

export const productionSpec = defineKind({
  kind: 'production',
  area: 'production',
  basePath: '/api/production',
  label: 'production',
  opName: 'production',
  refDocType: 'production_submission',
  header: {
    production_date: field.date(),
    product_id: field.ref('material', 'product_name'),
    outgoing_lot: field.text(),
    quantity_produced: field.quantity(),
    quantity_unit: field.text(50),
  },
  headerAliases: { date: 'production_date' },
  headerRoles: { date: 'production_date', lot: 'outgoing_lot' },
  row: {
    material_id: field.ref('material', 'material_name'),
    material_type: field.text(50),
    material_lot: field.text(),
    unit: field.text(50),
    amt_used: field.quantity(),
    /** "Use it anyway" for a lot never received or produced (issue 21 item 6). */
    confirm_unknown_lot: field.boolean(),
  },
  rowAliases: { type: 'material_type' },
  rowsKey: 'materials',
  // Intermediates are ingredients here; a finished good is never an input.
  rowRoles: {
    material: 'material_id',
    quantity: 'amt_used',
    lot: 'material_lot',
    unit: 'unit',
    materialType: 'material_type',
  },
  rowMaterialTypes: ['ingredient', 'packaging'],
  unpagedList: 'all',
  rowsInAnswer: true,
});

export const shipmentSpec = defineKind({
  kind: 'shipment',
  area: 'shipments',
  basePath: '/api/shipments',
  label: 'shipment',
  opName: 'shipment',
  refDocType: 'shipment_submission',
  header: {
    customer_id: field.ref('customer', 'customer_name'),
    shipment_date: field.date(),
  },
  headerAliases: { date: 'shipment_date' },
  headerRoles: { date: 'shipment_date', party: 'customer_id' },
  row: {
    material_id: field.ref('material', 'material_name'),
    material_lot_code: field.text(),
    material_quantity: field.quantity(),
    /** Why a lot past its use-by or best-before date is shipped anyway (issue 21); kept on the ledger entry. */
    expiry_override_reason: field.text(500),
    /** "Use it anyway" for a lot never received or produced (issue 21 item 6). */
    confirm_unknown_lot: field.boolean(),
  },
  rowsKey: 'rows',
  rowRoles: { material: 'material_id', quantity: 'material_quantity', lot: 'material_lot_code' },
  rowMaterialTypes: ['finished_goods'],
  unpagedList: 'all',
});

export const submissionKindSpecs = [goodsReceiptSpec, productionSpec, shipmentSpec] as const;
