import { readFigures } from '../adapters/dynamodb/drills/drill-figures.ts';
import {
  closeOpenDrill,
  createDrill,
  getDrill,
  listDrills,
  nextDrillId,
  updateOpenDrill,
} from '../adapters/dynamodb/drills/drills-repo.ts';
import { randomInt } from 'node:crypto';
import { historyAll } from '../adapters/dynamodb/inventory/history-reads.ts';
import { getLots, materialLots } from '../adapters/dynamodb/inventory/lot-items.ts';
import { linksOfLots } from '../adapters/dynamodb/trace/trace-reads.ts';
import { materialEntries } from '../adapters/dynamodb/master-data/materials-repo.ts';
import type { DrillPorts } from '../core/drills/ports.ts';
import { getGeneralSettings } from '../adapters/dynamodb/master-data/settings-repo.ts';
import { inventoryPorts } from './inventory.ts';
import { tracePorts } from './trace.ts';

/** The drill report's PDF (pdf-lib), an adapter the drills route reaches through here. */
export { renderDrillReportPdf } from '../adapters/drills-report/drill-report-pdf.ts';

/** Recall drills over the drill repository and the trace's ports. */
export const drillPorts: DrillPorts = {
  // A drill is started on a lot it names by id, often one received a moment ago: its lot and links
  // are read consistently (AWS's default read may answer from before that write).
  trace: {
    ...tracePorts,
    lots: (companyId, refs) => getLots(companyId, refs, true),
    links: (companyId, lotIds, kinds) => linksOfLots(companyId, lotIds, kinds, true),
  },
  pick: {
    materialEntries,
    // Which lot a drill takes is decided on these: a lot received a moment ago counts (AWS's
    // default read may answer from before it).
    materialLots: (companyId, materialId) => materialLots(companyId, materialId, true),
    // One query of the material's ledger (gsi1), shipments only.
    shippedLotIds: async (companyId, materialId) =>
      new Set(
        (await historyAll(companyId, { materialId }, { type: 'shipment' }))
          .map((e) => e.lotId)
          .filter((id): id is number => id !== null),
      ),
    randomIndex: (n) => randomInt(n),
  },
  nextDrillId,
  create: createDrill,
  get: getDrill,
  list: listDrills,
  updateOpen: updateOpenDrill,
  close: closeOpenDrill,
  figures: readFigures,
  userName: async (userId, email) => {
    const by = await inventoryPorts.postedBy(userId, email);
    const name = [by.firstName, by.lastName].filter(Boolean).join(' ');
    return name || by.email;
  },
  drillSettings: async (companyId) => {
    const s = await getGeneralSettings(companyId);
    return { targetMinutes: s.drill_target_minutes, tolerancePercent: s.drill_tolerance_percent };
  },
  now: () => new Date().toISOString(),
};
