import { goodsReceiptSpec, productionSpec, shipmentSpec } from '@bp/shared/contracts/submissions/kinds.ts';
import type { SubmissionKindSpec } from '@bp/shared/contracts/submissions/kind.ts';
import { submissionApi, type SubmissionApi } from '../../../lib/api-client/submission-api.ts';

/** The generic screens walk a kind's declaration, so they see its rows as field name -> value. */
export interface ScreenKind {
  name: 'goods_receipt' | 'production' | 'shipment';
  spec: SubmissionKindSpec;
  api: SubmissionApi<SubmissionKindSpec>;
  base: '/receive' | '/production' | '/shipments';
  title: string;
  listTitle: string;
  emptyText: string;
  emptyHint: string;
  manualTitle: string;
  verifyTitle: string;
  savedText: string;
  submittedText: string;
  detailsTitle: string;
  manualLoadError: string;
  backLabel: string;
}
export type ScreenKindName = ScreenKind['name'];

const wide = (spec: SubmissionKindSpec) => ({ spec, api: submissionApi(spec) });

/**
 * What the screens of one submission kind need beyond its declaration: where they live and the
 * spec's texts (spec 001 section 2), written once here and read by every screen of the kind.
 * Production's empty text is "not shown" in the spec; ours follows the other two.
 */
const kinds: Record<ScreenKindName, ScreenKind> = {
  goods_receipt: {
    name: 'goods_receipt',
    ...wide(goodsReceiptSpec),
    base: '/receive',
    title: 'Goods Receipt',
    listTitle: 'Goods Receipt Submissions',
    emptyText: 'No goods receipt submissions found',
    emptyHint: 'Upload a goods receipt document or create a manual entry to get started',
    manualTitle: 'Manual Goods Receipt Entry',
    verifyTitle: 'Verify Goods Receipt',
    savedText: 'Goods receipt saved successfully.',
    submittedText: 'Goods receipt submitted successfully.',
    detailsTitle: 'Goods Receipt Details',
    manualLoadError: 'Could not load manual goods receipt information',
    backLabel: 'Back to Goods Receipt',
  },
  production: {
    name: 'production',
    ...wide(productionSpec),
    base: '/production',
    title: 'Production & Wrapping Forms',
    listTitle: 'Production Submissions',
    emptyText: 'No production submissions found',
    emptyHint: 'Upload a production form or create a manual entry to get started',
    manualTitle: 'Manual Production Entry',
    verifyTitle: 'Verify Production Form',
    savedText: 'Production saved successfully.',
    submittedText: 'Production form submitted successfully.',
    detailsTitle: 'Production Details',
    manualLoadError: 'Could not load manual production information',
    backLabel: 'Back to Production',
  },
  shipment: {
    name: 'shipment',
    ...wide(shipmentSpec),
    base: '/shipments',
    title: 'Shipments',
    listTitle: 'Shipment Submissions',
    emptyText: 'No shipment submissions found',
    emptyHint: 'Upload a shipment form or create a manual entry to get started',
    manualTitle: 'Manual Shipment Entry',
    verifyTitle: 'Verify Shipment',
    savedText: 'Shipment form saved successfully.',
    submittedText: 'Shipment submitted successfully.',
    detailsTitle: 'Shipment Details',
    manualLoadError: 'Could not load manual shipment information',
    backLabel: 'Back to Shipments',
  },
};

export const screenKind = (kind: ScreenKindName): ScreenKind => kinds[kind];
export const screenKinds = Object.values(kinds);

/** {base}/manual/{id} and {base}/transcribed/{id}: where a submission of the list is edited. */
export const manualPath = (kind: ScreenKind, id: number) => `${kind.base}/manual/${id}`;
export const transcribedPath = (kind: ScreenKind, id: number) => `${kind.base}/transcribed/${id}`;
