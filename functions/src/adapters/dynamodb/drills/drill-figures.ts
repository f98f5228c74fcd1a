import { gunzipSync, gzipSync } from 'node:zlib';
import { type ItemKey, padId, tenantPrefix } from '@bp/shared/table/schema.ts';
import type { DrillFigures } from '../../../core/drills/ports.ts';
import { put, queryPartition, type Write } from '../kit/index.ts';

/**
 * The trace and mass balance a drill found when it closed, kept so its report never changes
 * afterwards. Gzipped JSON in parts of its own partition (a drill's list never reads them),
 * written in the close's transaction: a part is at most 300 KB (an item's limit is 400 KB) and
 * at most 12 parts (3.6 MB) go with the drill's update, under a transaction's 4 MB.
 */
const PART_BYTES = 300_000;
export const MAX_FIGURE_PARTS = 12;

const figuresPartition = (companyId: number, drillId: number) =>
  `${tenantPrefix(companyId)}DRILLFIGURES#${padId(drillId)}`;
const partKey = (companyId: number, drillId: number, part: number): ItemKey => ({
  pk: figuresPartition(companyId, drillId),
  sk: `P#${padId(part)}`,
});

/** The writes that keep the figures, or null when they are too large to keep in one close. */
export const figureWrites = (companyId: number, drillId: number, figures: DrillFigures): Write[] | null => {
  const zipped = gzipSync(JSON.stringify(figures));
  const parts = Math.max(1, Math.ceil(zipped.length / PART_BYTES));
  if (parts > MAX_FIGURE_PARTS) return null;
  return Array.from({ length: parts }, (_, i) =>
    put({
      ...partKey(companyId, drillId, i),
      kind: 'recall_drill_figures',
      part: i,
      parts,
      data: zipped.subarray(i * PART_BYTES, (i + 1) * PART_BYTES),
    }),
  );
};

/** The figures kept at close, or null (a drill closed before they were kept, or too large). */
export const readFigures = async (companyId: number, drillId: number): Promise<DrillFigures | null> => {
  const items = await queryPartition({ partition: figuresPartition(companyId, drillId), consistent: true });
  if (items.length === 0 || items.length !== items[0]?.parts) return null;
  const zipped = Buffer.concat(items.map((i) => Buffer.from(i.data as Uint8Array)));
  return JSON.parse(gunzipSync(zipped).toString('utf8')) as DrillFigures;
};
