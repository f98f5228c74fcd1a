import { goodsReceiptSpec, productionSpec, shipmentSpec } from '@bp/shared/contracts/submissions/kinds.ts';
import type { SubmissionKindSpec } from '@bp/shared/contracts/submissions/kind.ts';
import { submissionCalls, type DeclaredKind, type SubmissionCalls } from '../api/submission-calls.ts';
import { verifyLayouts, type VerifyLayout } from '../verify/model/verify-layout.ts';
import { manualLayouts, type ManualLayout } from './manual-layout.ts';
import {
  manualPath as manualPathUnder,
  SCREEN_BASES,
  transcribedPath as transcribedPathUnder,
  type ScreenBase,
  type ScreenKindName,
} from './screen-paths.ts';

/**
 * The registry of submission kinds: for each, its declaration, its calls, where its screens live,
 * the spec's texts and the layouts of its manual, verification and upload screens. Every screen
 * of the feature (list, upload, verify, manual) reads its kind from here.
 * The generic screens walk a kind's declaration, so they see its rows as field name -> value.
 */
export interface ScreenKind {
  name: ScreenKindName;
  spec: SubmissionKindSpec;
  api: SubmissionCalls;
  base: ScreenBase;
  manual: ManualLayout;
  verify: VerifyLayout;
  /** The upload screen: its title and what the paperwork is called. */
  uploadTitle: string;
  paperwork: string;
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
export type { ScreenKindName };

const declared = (name: ScreenKindName, spec: DeclaredKind) => ({
  name,
  spec,
  api: submissionCalls(spec),
  base: SCREEN_BASES[name],
  manual: manualLayouts[name],
  verify: verifyLayouts[name],
});

/**
 * What the screens of one submission kind need beyond its declaration: where they live and the
 * spec's texts (spec 001 section 2), written once here and read by every screen of the kind.
 * Production's empty text is "not shown" in the spec; ours follows the other two.
 */
const kinds: Record<ScreenKindName, ScreenKind> = {
  goods_receipt: {
    ...declared('goods_receipt', goodsReceiptSpec),
    uploadTitle: 'Upload Goods Receipt',
    paperwork: 'receiving log or delivery note',
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
    ...declared('production', productionSpec),
    uploadTitle: 'Upload Production Form',
    paperwork: 'batch sheet or production form',
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
    ...declared('shipment', shipmentSpec),
    uploadTitle: 'Upload Shipment Form',
    paperwork: 'packing slip or shipment form',
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
export const manualPath = (kind: ScreenKind, id: number) => manualPathUnder(kind.base, id);
export const transcribedPath = (kind: ScreenKind, id: number) => transcribedPathUnder(kind.base, id);
