import type { TraceRecordPorts } from '../trace/ports.ts';

/** A drill as stored: what was drilled, when, by whom, and once closed its frozen result. */
export interface DrillRecord {
  id: number;
  materialId: number;
  materialName: string;
  lotId: number;
  lotCode: string;
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
