import type { SubmissionSummary } from '@bp/shared/contracts/submissions/summary.ts';

/** What the check needs of a listed submission (any kind's list item has it). */
export interface Listed {
  id: number;
  submission_type: string;
  submission_status: string;
  is_archived: boolean;
  created_at: string;
  submitted_at: string | null;
  filename: string | null;
  summary: SubmissionSummary;
}

// Lot codes compare as the submit's fingerprint compares them: without case or spaces.
const lotKey = (code: string) => code.toUpperCase().replace(/\s+/g, '');
const partyKey = (name: string) => name.trim().toLowerCase();

const overlap = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].filter((x) => b.has(x)).length;

/**
 * The same paperwork photographed twice is two files, so the same-file check cannot see it, and
 * the submit's same-content check sees it only once the first one is posted (issue 20 item 6).
 * Review warns earlier from the list summaries: another submission of the kind, neither archived
 * nor failed, of the same date, from or to the same party when both name one, and sharing at
 * least half of the lot codes of the larger of the two. Two readings of one page rarely agree on
 * every lot, and two real deliveries of one day rarely share half their lots. The closest match
 * is named, the earlier one first on a tie.
 */
export function lookAlike(self: Pick<Listed, 'id' | 'summary'>, others: readonly Listed[]): Listed | null {
  const date = self.summary.date?.slice(0, 10);
  const lots = new Set(self.summary.lots.map(lotKey));
  if (!date || lots.size === 0) return null;
  const parties = new Set(self.summary.parties.map(partyKey));
  const scored = others.flatMap((other) => {
    if (other.id === self.id || other.is_archived || other.submission_status === 'failed') return [];
    if (other.summary.date?.slice(0, 10) !== date) return [];
    const theirParties = new Set(other.summary.parties.map(partyKey));
    if (parties.size && theirParties.size && overlap(parties, theirParties) === 0) return [];
    const theirLots = new Set(other.summary.lots.map(lotKey));
    const shared = overlap(lots, theirLots);
    const share = shared / Math.max(lots.size, theirLots.size);
    return shared > 0 && share >= 0.5 ? [{ other, share }] : [];
  });
  scored.sort((a, b) => b.share - a.share || a.other.id - b.other.id);
  return scored[0]?.other ?? null;
}
