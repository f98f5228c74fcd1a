import type { OutsideSet } from './page-model.ts';
import { H_COMPANY } from './set-h-company.ts';
import { H_RECEIPTS } from './set-h-receipts.ts';
import { H_RUNS } from './set-h-runs.ts';

/**
 * The outside sets by name. `h` is HELD OUT (sdoc7: scored, never tuned on); `g2` re-creates the
 * lost set G's pages as a tuning set (docs/documents.md, "G's misses at the end").
 */
export const OUTSIDE_SETS: Record<string, () => Promise<OutsideSet>> = {
  h: async () => ({ name: 'h', company: H_COMPANY, pages: [...H_RECEIPTS, ...H_RUNS] }),
  g2: async () => (await import('./set-g2.ts')).G2_SET,
};
