import type { SubmissionSummary } from '@bp/shared/contracts/submissions/summary.ts';
import type { SubmissionKindSpec } from '@bp/shared/contracts/submissions/kind.ts';

/** Lots a list cell shows before '+N' (the rest are counted, docs/submissions.md). */
export const LOTS_SHOWN = 3;

/** The list item's summary, when the answer has one (the contract always sends it). */
export const summaryOf = (item: Record<string, unknown>): SubmissionSummary | null =>
  item.summary && typeof item.summary === 'object' ? (item.summary as SubmissionSummary) : null;

/** 'A, B, C +2': the first lots and how many more there are. */
export const lotsText = (summary: SubmissionSummary | null, shown = LOTS_SHOWN): string => {
  if (!summary || summary.lot_count === 0) return '';
  const first = summary.lots.slice(0, shown);
  const more = summary.lot_count - first.length;
  return more > 0 ? `${first.join(', ')} +${more}` : first.join(', ');
};

export const partiesText = (summary: SubmissionSummary | null): string => summary?.parties.join(', ') ?? '';

/** The party column's heading: receipts name suppliers, shipments a customer, production none. */
export const partyHeading = (spec: SubmissionKindSpec): string | null =>
  spec.rowRoles.supplier ? 'Supplier' : spec.headerRoles?.party ? 'Customer' : null;

/** The search box's hint, naming what it searches. */
export const searchPlaceholder = (spec: SubmissionKindSpec): string => {
  const party = partyHeading(spec);
  return `Search ${party ? `${party.toLowerCase()}, ` : ''}lot or date...`;
};
