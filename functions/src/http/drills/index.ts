import { areaHandler } from '../../lib/route-handler.ts';
import {
  closeDrill,
  drillCoverage,
  drillReportPdf,
  getDrill,
  listDrills,
  startDrill,
  updateDrillNotes,
} from './drill-routes.ts';

export const handler = areaHandler('drills', {
  startDrill,
  listDrills,
  drillCoverage,
  getDrill,
  updateDrillNotes,
  closeDrill,
  drillReportPdf,
});
