import { paginate, type Page } from '@bp/shared/contracts/common.ts';
import {
  type DrillCoverage,
  drillMessages,
  type DrillNotesBody,
  type DrillSummary,
  type DrillView,
  type StartDrillBody,
} from '@bp/shared/contracts/drills.ts';
import { conflict, notFound } from '../errors.ts';
import { lotMassBalance } from '../trace/mass-balance.ts';
import { resolveTracedLot, traceLot } from '../trace/trace-lot.ts';
import type { LotRecord } from '../inventory/lot.ts';
import { drillCoverageOf } from './coverage.ts';
import { drillPassed, elapsedMinutes, withinTime, withinTolerance } from './judge.ts';
import { pickGroupLot } from './random-pick.ts';
import type { DrillFigures, DrillPorts, DrillRecord } from './ports.ts';

interface Caller {
  companyId: number;
  userId: number;
  email: string;
}

const summary = (d: DrillRecord, now: string): DrillSummary => ({
  id: d.id,
  material_id: d.materialId,
  material_name: d.materialName,
  lot_id: d.lotId,
  lot_code: d.lotCode,
  picked_from_group: d.pickedFromGroup,
  status: d.status,
  started_at: d.startedAt,
  closed_at: d.closedAt,
  started_by: d.startedBy,
  elapsed_minutes: d.closedAt === null ? null : elapsedMinutes(d, now),
  target_minutes: d.targetMinutes,
  tolerance_percent: d.tolerancePercent,
  accounted_percent: d.accountedPercent,
  passed: d.passed,
  notes: d.notes,
  gaps: d.gaps,
});

/**
 * The drill with its trace and mass balance: a closed drill's as it found them at close (so its
 * report never changes afterwards), an open one's read now. `kept` is what a close just wrote.
 */
const view = async (
  ports: DrillPorts,
  companyId: number,
  d: DrillRecord,
  kept?: DrillFigures | null,
): Promise<DrillView> => {
  const now = ports.now();
  const frozen =
    d.status === 'closed' ? (kept === undefined ? await ports.figures(companyId, d.id) : kept) : null;
  const { trace, massBalance } = frozen ?? (await readFigures(ports, companyId, d));
  const s = summary(d, now);
  // A closed drill is judged on the figures frozen at close; an open one on today's.
  const percent = d.status === 'closed' ? d.accountedPercent : massBalance.accounted_percent;
  return {
    ...s,
    within_time: withinTime(elapsedMinutes(d, now), d.targetMinutes),
    within_tolerance: withinTolerance(percent, d.tolerancePercent),
    figures_as_of: frozen ? d.closedAt : null,
    trace,
    mass_balance: massBalance,
  };
};

/** The trace both ways and the mass balance, read now (the existing trace core). */
const readFigures = async (ports: DrillPorts, companyId: number, d: DrillRecord): Promise<DrillFigures> => {
  const [trace, massBalance] = await Promise.all([
    traceLot(
      ports.trace,
      companyId,
      { lot_code: d.lotCode, material_id: d.materialId },
      { materialId: d.materialId, lotId: d.lotId },
    ),
    lotMassBalance(ports.trace, companyId, d.materialId, d.lotId),
  ]);
  return { trace, massBalance };
};

const load = async (ports: DrillPorts, companyId: number, drillId: number): Promise<DrillRecord> => {
  const d = await ports.get(companyId, drillId);
  if (!d) throw notFound(drillMessages.notFound);
  return d;
};

/**
 * The lot a drill starts from: the one a code names, or one picked at random from a group (with
 * the group it was picked from).
 */
const drillLot = async (
  ports: DrillPorts,
  companyId: number,
  body: StartDrillBody,
): Promise<{ lot: LotRecord; group: string | null }> => {
  if (body.lot_code === undefined) {
    // The schema lets only one of lot_code and product_group through.
    const drilled = new Set((await ports.list(companyId)).map((d) => d.lotId));
    return pickGroupLot(ports.pick, companyId, body.product_group ?? '', drilled);
  }
  const resolved = await resolveTracedLot(ports.trace, companyId, {
    lot_code: body.lot_code,
    material_id: body.material_id,
  });
  if ('materialIds' in resolved) throw conflict(drillMessages.ambiguous(body.lot_code));
  return { lot: resolved.root, group: null };
};

export const startDrill = async (
  ports: DrillPorts,
  caller: Caller,
  body: StartDrillBody,
): Promise<DrillView> => {
  const { lot, group } = await drillLot(ports, caller.companyId, body);
  const [[material], settings] = await Promise.all([
    ports.trace.materials(caller.companyId, [lot.materialId]),
    ports.drillSettings(caller.companyId),
  ]);
  const drill: DrillRecord = {
    id: await ports.nextDrillId(caller.companyId),
    materialId: lot.materialId,
    materialName: material?.name ?? `Material ${lot.materialId}`,
    lotId: lot.id,
    lotCode: lot.lotCode,
    pickedFromGroup: group,
    status: 'open',
    startedAt: ports.now(),
    closedAt: null,
    startedBy: await ports.userName(caller.userId, caller.email),
    // Copied, so a later change of the settings never judges this drill again.
    targetMinutes: settings.targetMinutes,
    tolerancePercent: settings.tolerancePercent,
    accountedPercent: null,
    passed: null,
    notes: '',
    gaps: '',
  };
  await ports.create(caller.companyId, drill);
  return view(ports, caller.companyId, drill);
};

export const getDrill = async (ports: DrillPorts, companyId: number, drillId: number) =>
  view(ports, companyId, await load(ports, companyId, drillId));

export const listDrills = async (
  ports: DrillPorts,
  companyId: number,
  page?: number,
  pageSize?: number,
): Promise<Page<DrillSummary>> => {
  const now = ports.now();
  const all = (await ports.list(companyId)).map((d) => summary(d, now));
  return paginate(all, page, pageSize);
};

/** Every product group with its latest drill, and whether it is due (not drilled in 12 months). */
export const drillCoverage = async (ports: DrillPorts, companyId: number): Promise<DrillCoverage> => {
  const [entries, drills] = await Promise.all([ports.pick.materialEntries(companyId), ports.list(companyId)]);
  return drillCoverageOf(entries, drills, ports.now());
};

const textChanges = (body: DrillNotesBody): Partial<DrillRecord> => ({
  ...(body.notes !== undefined ? { notes: body.notes } : {}),
  ...(body.gaps !== undefined ? { gaps: body.gaps } : {}),
});

/** The drill, refused 409 once closed: a closed drill is read-only. */
const loadOpen = async (ports: DrillPorts, companyId: number, drillId: number): Promise<DrillRecord> => {
  const d = await load(ports, companyId, drillId);
  if (d.status === 'closed') throw conflict(drillMessages.closed);
  return d;
};

/**
 * Notes and gaps of an open drill, written on condition it is still open (a close racing this
 * one wins, and this answers 409 as if it had come second).
 */
export const updateDrillNotes = async (
  ports: DrillPorts,
  companyId: number,
  drillId: number,
  body: DrillNotesBody,
): Promise<DrillView> => {
  const d = await loadOpen(ports, companyId, drillId);
  const changes = textChanges(body);
  if (!(await ports.updateOpen(companyId, drillId, changes))) throw conflict(drillMessages.closed);
  return view(ports, companyId, { ...d, ...changes });
};

/**
 * Stops the timer and freezes the verdict, the trace and the mass balance, in one write; only
 * once (a second close, or one racing it, answers 409).
 */
export const closeDrill = async (
  ports: DrillPorts,
  companyId: number,
  drillId: number,
  body: DrillNotesBody,
): Promise<DrillView> => {
  const d = await loadOpen(ports, companyId, drillId);
  const figures = await readFigures(ports, companyId, d);
  const percent = figures.massBalance.accounted_percent;
  const closedAt = ports.now();
  const minutes = elapsedMinutes({ startedAt: d.startedAt, closedAt }, closedAt);
  const changes: Partial<DrillRecord> = {
    ...textChanges(body),
    status: 'closed',
    closedAt,
    accountedPercent: percent,
    passed: drillPassed(minutes, d.targetMinutes, percent, d.tolerancePercent),
  };
  const outcome = await ports.close(companyId, drillId, changes, figures);
  if (outcome === 'already_closed') throw conflict(drillMessages.closed);
  return view(ports, companyId, { ...d, ...changes }, outcome === 'closed' ? figures : null);
};
