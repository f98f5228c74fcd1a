import type { MaterialRecord } from '../master-data/records.ts';
import type { LotRecord } from '../inventory/lot.ts';
import type { HoldChange } from '../holds/hold.ts';
import type { Expiry } from './expiry.ts';

export interface DatedLotRef {
  materialId: number;
  lotId: number;
  date: string;
}

/** What lot dates, the expiring list and the expiry job need (wired in functions/src/wiring/expiry.ts). */
export interface ExpiryPorts {
  /** Read consistently. */
  lot(companyId: number, materialId: number, lotId: number): Promise<LotRecord | null>;
  lots(companyId: number, refs: readonly { materialId: number; lotId: number }[]): Promise<LotRecord[]>;
  materials(companyId: number, ids: readonly number[]): Promise<MaterialRecord[]>;
  /**
   * Sets or clears the date on condition the lot still has the date read. `past`: the date is
   * before today, so postings checked before it must be checked again (it moves the hold epoch).
   */
  setExpiry(
    companyId: number,
    lot: LotRecord,
    expiry: Expiry | null,
    past?: boolean,
  ): Promise<'done' | 'changed-meanwhile'>;
  /** Dated lots between two days (inclusive), by date: one key range. */
  datedLots(companyId: number, from: string, to: string): Promise<DatedLotRef[]>;
  /** The hold write (core/holds): the job holds expired lots with it. */
  applyHolds(companyId: number, changes: readonly HoldChange[]): Promise<'done' | 'changed-meanwhile'>;
  companyIds(): Promise<number[]>;
  today(): string;
}
