import type { TraceRecordPorts } from '../trace/ports.ts';
import type { PickPorts } from './random-pick.ts';

/** A drill as stored: what was drilled, when, by whom, and once closed its frozen result. */
export interface DrillRecord {
  id: number;
  materialId: number;
  materialName: string;
  lotId: number;
  lotCode: string;
  /** The product group the lot was picked from at random, as asked; null when started from a lot. */
  pickedFromGroup: string | null;
  status: 'open' | 'closed';
  startedAt: string;
  closedAt: string | null;
  startedBy: string;
  targetMinutes: number;
  tolerancePercent: number;
  accountedPercent: number | null;
  passed: boolean | null;
  notes: string;
  gaps: string;
}

export interface DrillPorts {
  trace: TraceRecordPorts;
  /** The random pick from a product group (and the groups, for the coverage). */
  pick: PickPorts;
  nextDrillId(companyId: number): Promise<number>;
  /** Creates the drill; never overwrites. */
  create(companyId: number, drill: DrillRecord): Promise<void>;
  get(companyId: number, drillId: number): Promise<DrillRecord | null>;
  /** Newest first. */
  list(companyId: number): Promise<DrillRecord[]>;
  /** Writes the changes only while the drill is still open; false when it is closed (or gone). */
  updateOpen(companyId: number, drillId: number, changes: Partial<DrillRecord>): Promise<boolean>;
  userName(userId: number, email: string): Promise<string>;
  /** The company's drill target and tolerance (its settings, or the defaults). */
  drillSettings(companyId: number): Promise<{ targetMinutes: number; tolerancePercent: number }>;
  now(): string;
}
