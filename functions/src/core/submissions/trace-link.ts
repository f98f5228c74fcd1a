import type { Thousandths } from '@bp/shared/quantity/quantity.ts';

/**
 * Trace links as data (issue 13): written with the submit that makes them, read by a trace
 * instead of the ledger. Lots are named by material and code here; the adapter resolves them to
 * lot ids once the posting has created them. Quantities are in the material's unit.
 */
export type TraceLink =
  | {
      type: 'receipt';
      lot: { materialId: number; lotCode: string };
      supplierId: number;
      poNumber: string | null;
      quantity: Thousandths;
      date: string;
      submissionId: number;
      rowId: number;
    }
  | {
      type: 'production';
      input: { materialId: number; lotCode: string };
      output: { materialId: number; lotCode: string };
      quantityUsed: Thousandths;
      quantityProduced: Thousandths;
      date: string;
      submissionId: number;
      rowId: number;
    }
  | {
      type: 'shipment';
      lot: { materialId: number; lotCode: string };
      customerId: number;
      quantity: Thousandths;
      date: string;
      submissionId: number;
      rowId: number;
    };
