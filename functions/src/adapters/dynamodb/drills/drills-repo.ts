import { type ItemKey, padId, tenantPrefix } from '@bp/shared/table/schema.ts';
import type { DrillRecord } from '../../../core/drills/ports.ts';
import type { DrillFigures } from '../../../core/drills/ports.ts';
import {
  getItem,
  nextId,
  putIfAbsent,
  queryPartition,
  tenantCounter,
  transactOnce,
  update,
  type Write,
  writeOne,
} from '../kit/index.ts';
import { figureWrites } from './drill-figures.ts';

/**
 * The recall drill record kind: one partition per company (a company runs a few drills a year),
 * one item per drill, newest last by its padded id.
 */
const drillsPartition = (companyId: number) => `${tenantPrefix(companyId)}DRILL`;
const drillKey = (companyId: number, drillId: number): ItemKey => ({
  pk: drillsPartition(companyId),
  sk: `D#${padId(drillId)}`,
});

const FIELDS: Record<keyof DrillRecord, string> = {
  id: 'drill_id',
  materialId: 'material_id',
  materialName: 'material_name',
  lotId: 'lot_id',
  lotCode: 'lot_code',
  pickedFromGroup: 'picked_from_group',
  status: 'status',
  startedAt: 'started_at',
  closedAt: 'closed_at',
  startedBy: 'started_by',
  targetMinutes: 'target_minutes',
  tolerancePercent: 'tolerance_percent',
  accountedPercent: 'accounted_percent',
  passed: 'passed',
  notes: 'notes',
  gaps: 'gaps',
};

const toItem = (changes: Partial<DrillRecord>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(changes).map(([k, v]) => [FIELDS[k as keyof DrillRecord], v]));

const toRecord = (item: Record<string, unknown>): DrillRecord =>
  Object.fromEntries(
    (Object.keys(FIELDS) as (keyof DrillRecord)[]).map((k) => [k, item[FIELDS[k]] ?? null]),
  ) as unknown as DrillRecord;

export const nextDrillId = (companyId: number) => nextId(tenantCounter(companyId, 'DRILL'));

export const createDrill = async (companyId: number, drill: DrillRecord): Promise<void> => {
  await writeOne(putIfAbsent({ ...drillKey(companyId, drill.id), kind: 'recall_drill', ...toItem(drill) }));
};

export const getDrill = async (companyId: number, drillId: number): Promise<DrillRecord | null> => {
  const item = await getItem(drillKey(companyId, drillId), { consistent: true });
  return item ? toRecord(item) : null;
};

export const listDrills = async (companyId: number): Promise<DrillRecord[]> =>
  (await queryPartition({ partition: drillsPartition(companyId), descending: true })).map(toRecord);

const updateWhileOpen = (companyId: number, drillId: number, changes: Partial<DrillRecord>): Write =>
  update(
    drillKey(companyId, drillId),
    { set: toItem(changes) },
    {
      condition: { expression: '#dst = :dopen', names: { '#dst': 'status' }, values: { ':dopen': 'open' } },
      refusal: 'retry',
    },
  );

/** Only while the stored drill is open: two closes never both land. */
export const updateOpenDrill = async (
  companyId: number,
  drillId: number,
  changes: Partial<DrillRecord>,
): Promise<boolean> => (await writeOne(updateWhileOpen(companyId, drillId, changes))) !== false;

/**
 * The close and the figures it found, in one transaction, only while the drill is open: a close
 * that lost to another leaves no figures of its own. Figures too large to keep close the drill
 * without them ('closed_unkept').
 */
export const closeOpenDrill = async (
  companyId: number,
  drillId: number,
  changes: Partial<DrillRecord>,
  figures: DrillFigures,
): Promise<'closed' | 'closed_unkept' | 'already_closed'> => {
  const parts = figureWrites(companyId, drillId, figures);
  const outcome = await transactOnce([updateWhileOpen(companyId, drillId, changes), ...(parts ?? [])]);
  if (outcome !== 'done') return 'already_closed';
  return parts ? 'closed' : 'closed_unkept';
};
