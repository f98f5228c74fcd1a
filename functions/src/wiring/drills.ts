import {
  createDrill,
  getDrill,
  listDrills,
  nextDrillId,
  updateOpenDrill,
} from '../adapters/dynamodb/drills/drills-repo.ts';
import type { DrillPorts } from '../core/drills/ports.ts';
import { getGeneralSettings } from '../adapters/dynamodb/master-data/settings-repo.ts';
import { inventoryPorts } from './inventory.ts';
import { tracePorts } from './trace.ts';

/** Recall drills over the drill repository and the trace's ports. */
export const drillPorts: DrillPorts = {
  trace: tracePorts,
  nextDrillId,
  create: createDrill,
  get: getDrill,
  list: listDrills,
  updateOpen: updateOpenDrill,
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
