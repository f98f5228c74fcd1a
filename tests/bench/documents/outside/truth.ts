import type { DocumentValues } from '../../../../functions/src/core/documents/extract/types.ts';

/**
 * Truth in the shape the API gives back: a goods receipt's supplier, PO and date live on its
 * rows (the header holds the date only), a production run's product, lot and yield in its
 * header, a shipment's customer and date in its header. `null` where the page does not say.
 */
export interface ReceiptLine {
  material: string;
  lot: string;
  quantity: number;
  unit: string;
  supplier: string;
  po: string | null;
  date: string;
}

export const receiptTruth = (date: string | null, lines: ReceiptLine[]): DocumentValues =>
  ({
    kind: 'goods_receipt',
    header: { receipt_date: date },
    rows: lines.map((l) => ({
      supplier_name: l.supplier,
      material_name: l.material,
      lot_code: l.lot,
      po_number: l.po,
      quantity: l.quantity,
      unit: l.unit,
      receipt_date: l.date,
    })),
  }) as unknown as DocumentValues;

export const productionTruth = (
  header: { date: string; product: string; lot: string; quantity: number; unit: string },
  lines: { material: string; lot: string; amount: number; unit: string }[],
): DocumentValues =>
  ({
    kind: 'production',
    header: {
      production_date: header.date,
      product_name: header.product,
      outgoing_lot: header.lot,
      quantity_produced: header.quantity,
      quantity_unit: header.unit,
    },
    rows: lines.map((l) => ({
      material_name: l.material,
      material_lot: l.lot,
      amt_used: l.amount,
      unit: l.unit,
    })),
  }) as unknown as DocumentValues;

export const shipmentTruth = (
  header: { date: string; customer: string },
  lines: { material: string; lot: string; quantity: number }[],
): DocumentValues =>
  ({
    kind: 'shipment',
    header: { shipment_date: header.date, customer_name: header.customer },
    rows: lines.map((l) => ({
      material_name: l.material,
      material_lot_code: l.lot,
      material_quantity: l.quantity,
    })),
  }) as unknown as DocumentValues;
