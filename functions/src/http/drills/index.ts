import { areaHandler } from '../../lib/route-handler.ts';
import {
  closeDrill,
  drillReportPdf,
  getDrill,
  listDrills,
  startDrill,
  updateDrillNotes,
} from './drill-routes.ts';

export const handler = areaHandler('drills', {
  startDrill,
  listDrills,
  getDrill,
  updateDrillNotes,
  closeDrill,
  drillReportPdf,
});
