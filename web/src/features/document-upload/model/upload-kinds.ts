import { goodsReceiptSpec, productionSpec, shipmentSpec } from '@bp/shared/contracts/submissions/kinds.ts';
import type { SubmissionKindSpec } from '@bp/shared/contracts/submissions/kind.ts';

/** One kind's upload screen: its API declaration, its screens' base path and its words. */
export interface UploadKind {
  spec: SubmissionKindSpec;
  /** The kind's screens (spec 001 section 2): /receive, /production, /shipments. */
  screenBase: string;
  title: string;
  /** "your receiving log" etc.: what the paperwork is called. */
  paperwork: string;
}

export const UPLOAD_KINDS = {
  goodsReceipt: {
    spec: goodsReceiptSpec,
    screenBase: '/receive',
    title: 'Upload Goods Receipt',
    paperwork: 'receiving log or delivery note',
  },
  production: {
    spec: productionSpec,
    screenBase: '/production',
    title: 'Upload Production Form',
    paperwork: 'batch sheet or production form',
  },
  shipment: {
    spec: shipmentSpec,
    screenBase: '/shipments',
    title: 'Upload Shipment Form',
    paperwork: 'packing slip or shipment form',
  },
} as const satisfies Record<string, UploadKind>;
