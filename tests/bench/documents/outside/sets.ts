import type { OutsideSet } from './page-model.ts';
import { H_COMPANY } from './set-h-company.ts';
import { H_RECEIPTS } from './set-h-receipts.ts';
import { H_RUNS } from './set-h-runs.ts';
import { I_COMPANY } from './set-i-company.ts';
import { I_RECEIPTS } from './set-i-receipts.ts';
import { I_RUNS } from './set-i-runs.ts';
import { J_COMPANY } from './set-j-company.ts';
import { J_RECEIPTS } from './set-j-receipts.ts';
import { J_RUNS } from './set-j-runs.ts';
import { K_COMPANY } from './set-k-company.ts';
import { K_RECEIPTS } from './set-k-receipts.ts';
import { K_RUNS } from './set-k-runs.ts';
import { L_COMPANY } from './set-l-company.ts';
import { L_RECEIPTS } from './set-l-receipts.ts';
import { L_RUNS } from './set-l-runs.ts';
import { M_COMPANY } from './set-m-company.ts';
import { M_RECEIPTS } from './set-m-receipts.ts';
import { M_RUNS } from './set-m-runs.ts';
import { N_COMPANY } from './set-n-company.ts';
import { N_RECEIPTS } from './set-n-receipts.ts';
import { N_RUNS } from './set-n-runs.ts';
import { N_SHIPMENTS } from './set-n-shipments.ts';
import { O_COMPANY } from './set-o-company.ts';
import { O_RECEIPTS } from './set-o-receipts.ts';
import { O_RUNS } from './set-o-runs.ts';
import { O_SHIPMENTS } from './set-o-shipments.ts';
import { P_COMPANY } from './set-p-company.ts';
import { P_RECEIPTS } from './set-p-receipts.ts';
import { P_RUNS } from './set-p-runs.ts';
import { P_SHIPMENTS } from './set-p-shipments.ts';

/**
 * The outside sets by name. `p` is HELD OUT (sdoc16: written by a helper that does not tune,
 * scored once with totals by kind only; never tuned on). `o` was held out in sdoc15 (written by a
 * helper that does not tune) and is a TUNING set from sdoc16 on; `n` was held out in sdoc14 and
 * has been tuned on since sdoc15; `m` was held out in sdoc13 and has been tuned on since sdoc14;
 * `l` was held out in sdoc11 (written and committed before that round changed any reading rule)
 * and has been tuned on since sdoc13; `k` was held out in sdoc10 and has been tuned on since
 * sdoc11; `j` was held out in sdoc9 and has been tuned on since sdoc10; `i` was held out in sdoc8
 * and has been tuned on since sdoc9; `h` was held out in sdoc7 and has been tuned on since sdoc8;
 * `g2` re-creates the lost set G's pages as a tuning set.
 */
export const OUTSIDE_SETS: Record<string, () => Promise<OutsideSet>> = {
  p: async () => ({
    name: 'p',
    company: P_COMPANY,
    pages: [...P_RECEIPTS, ...P_RUNS, ...P_SHIPMENTS],
  }),
  o: async () => ({
    name: 'o',
    company: O_COMPANY,
    pages: [...O_RECEIPTS, ...O_RUNS, ...O_SHIPMENTS],
  }),
  n: async () => ({
    name: 'n',
    company: N_COMPANY,
    pages: [...N_RECEIPTS, ...N_RUNS, ...N_SHIPMENTS],
  }),
  m: async () => ({ name: 'm', company: M_COMPANY, pages: [...M_RECEIPTS, ...M_RUNS] }),
  l: async () => ({ name: 'l', company: L_COMPANY, pages: [...L_RECEIPTS, ...L_RUNS] }),
  k: async () => ({ name: 'k', company: K_COMPANY, pages: [...K_RECEIPTS, ...K_RUNS] }),
  j: async () => ({ name: 'j', company: J_COMPANY, pages: [...J_RECEIPTS, ...J_RUNS] }),
  i: async () => ({ name: 'i', company: I_COMPANY, pages: [...I_RECEIPTS, ...I_RUNS] }),
  h: async () => ({ name: 'h', company: H_COMPANY, pages: [...H_RECEIPTS, ...H_RUNS] }),
  g2: async () => (await import('./set-g2.ts')).G2_SET,
};
