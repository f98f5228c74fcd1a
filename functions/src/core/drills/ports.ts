import type { MassBalance, TraceResult } from '@bp/shared/contracts/trace.ts';
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

/** What a drill found when it closed: its report shows these for ever after. */
export interface DrillFigures {
  trace: TraceResult;
  massBalance: MassBalance;
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
  /**
   * Closes the drill with the figures it found, in one write, only while it is open.
   * 'closed_unkept': closed, but the figures were too large to keep (its report reads them anew).
   */
  close(
    companyId: number,
    drillId: number,
    changes: Partial<DrillRecord>,
    figures: DrillFigures,
  ): Promise<'closed' | 'closed_unkept' | 'already_closed'>;
  /** The figures kept at close; null for a drill closed before figures were kept, or too large. */
  figures(companyId: number, drillId: number): Promise<DrillFigures | null>;
  userName(userId: number, email: string): Promise<string>;
  /** The company's drill target and tolerance (its settings, or the defaults). */
  drillSettings(companyId: number): Promise<{ targetMinutes: number; tolerancePercent: number }>;
  now(): string;
}
