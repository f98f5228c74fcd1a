/**
 * Spec 001 section 5: what the screens refuse, and the server with them (400, same words).
 * Where the spec shows no text (a missing supplier, an empty list), the words are ours.
 */
export const rowMessages = {
  quantityRequired: 'Quantity is required',
  amountRequired: 'Amount is required',
  invalidNumber: 'Enter a valid number',
  mustBePositive: 'Must be greater than 0 to verify',
  lotRequired: 'Required for traceable materials',
  lotRequiredLong: 'Lot code is required for traceable materials',
  materialRequired: 'Material is required',
  supplierRequired: 'Supplier is required',
  unitRequired: 'Unit is required',
  receiptDateRequired: 'Receipt date is required',
  rowsRequired: 'Add at least one row',
  materialsRequired: 'Add at least one material',
} as const;

export const productionMessages = {
  dateRequired: 'Production date is required',
  productRequired: 'Product is required',
  outgoingLotRequired: 'Outgoing lot is required',
  quantityProducedRequired: 'Quantity produced is required',
  quantityProducedPositive: 'Quantity produced must be greater than 0',
  quantityUnitRequired: 'Quantity unit is required',
  noFinishedGoodsInputs: 'Production materials cannot be finished goods',
} as const;

export const shipmentMessages = {
  customerRequired: 'Customer is required',
  dateRequired: 'Shipment date is required',
  finishedGoodsOnly: 'Shipments carry only finished goods',
} as const;
