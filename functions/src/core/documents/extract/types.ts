/**
 * What extraction produces for each kind of document: the spec's header and row fields (spec 001
 * section 3), each value with the raw text it came from and a confidence (0..1) the review
 * screen uses to highlight doubtful fields. Names stay raw text here: matching them to the
 * company's suppliers, materials and customers is a later step.
 */
export type DocumentKind = 'goods_receipt' | 'production' | 'shipment';

/** How the company writes numeric dates: 03/02/2026 is 3 February (DMY) or March 2 (MDY). */
export type DateOrder = 'DMY' | 'MDY' | 'YMD';

export interface ExtractedField<T> {
  value: T | null;
  raw: string;
  confidence: number;
}

export type Fields<T> = { [K in keyof T]: ExtractedField<T[K]> };

export interface GoodsReceiptHeader {
  receipt_date: string;
  supplier_name: string;
  po_number: string;
}
export interface GoodsReceiptRow {
  supplier_name: string;
  material_name: string;
  lot_code: string;
  po_number: string;
  quantity: number;
  unit: string;
  receipt_date: string;
  /** The supplier's own lot and dates, when the log has columns for them (not in every truth). */
  supplier_lot_code?: string;
  supplier_use_by?: string;
  supplier_best_before?: string;
  supplier_production_date?: string;
}

export interface ProductionHeader {
  production_date: string;
  product_name: string;
  outgoing_lot: string;
  quantity_produced: number;
  quantity_unit: string;
}
export interface ProductionRow {
  material_name: string;
  material_lot: string;
  amt_used: number;
  unit: string;
}

export interface ShipmentHeader {
  customer_name: string;
  shipment_date: string;
}
export interface ShipmentRow {
  material_name: string;
  material_lot_code: string;
  material_quantity: number;
  unit: string;
}

export interface KindShapes {
  goods_receipt: { header: GoodsReceiptHeader; row: GoodsReceiptRow };
  production: { header: ProductionHeader; row: ProductionRow };
  shipment: { header: ShipmentHeader; row: ShipmentRow };
}

export interface Extraction<K extends DocumentKind = DocumentKind> {
  kind: K;
  header: Fields<KindShapes[K]['header']>;
  rows: Fields<KindShapes[K]['row']>[];
}

/** The plain values a document holds: the generator's ground truth, and extraction without confidences. */
export interface DocumentValues<K extends DocumentKind = DocumentKind> {
  kind: K;
  header: { [F in keyof KindShapes[K]['header']]: KindShapes[K]['header'][F] | null };
  rows: { [F in keyof KindShapes[K]['row']]: KindShapes[K]['row'][F] | null }[];
}
