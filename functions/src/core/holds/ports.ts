import type { LotRecord } from '../inventory/lot.ts';
import type { LotRef } from '../inventory/plan-posting.ts';
import type { PostedBy, UserNames } from '../inventory/posting.ts';
import type { TracePorts } from '../trace/ports.ts';
import type { HoldChange, HoldEvent } from './hold.ts';

/** What the submit-time hold check reads (wired in functions/src/wiring/holds.ts). */
export interface HoldReadPorts {
  /** The lot a code leads to (its own or one merged into it), read consistently; null if none. */
  lotByCode(companyId: number, materialId: number, code: string): Promise<LotRecord | null>;
  /** `lotByCode` of several codes at once (their claims in one read, their lots in one more). */
  lotsByCode(companyId: number, refs: readonly LotRef[]): Promise<(LotRecord | null)[]>;
  /** The genealogy: lots and their trace links. */
  trace: Pick<TracePorts, 'lots' | 'links'>;
  materialNames(companyId: number, ids: readonly number[]): Promise<Map<number, string>>;
  /** The company's hold epoch (hold-guard.ts), read consistently; 0 before its first hold. */
  holdEpoch(companyId: number): Promise<number>;
}

/** What placing, releasing and listing holds need besides the reads. */
export interface HoldPorts extends HoldReadPorts {
  lot(companyId: number, materialId: number, lotId: number): Promise<LotRecord | null>;
  /**
   * Writes each change's event and the lot's new state, all or nothing, on condition every lot
   * still has the events and the hold read ('changed-meanwhile' otherwise: read again).
   */
  apply(companyId: number, changes: readonly HoldChange[]): Promise<'done' | 'changed-meanwhile'>;
  /** A lot's hold events, oldest first. */
  events(companyId: number, materialId: number, lotId: number): Promise<HoldEvent[]>;
  /** Who posts; `names` as the authorizer read them this request, else the user is read. */
  postedBy(userId: number, email: string, names?: UserNames): Promise<PostedBy>;
  now(): string;
}
