import {
  drillCoverage,
  drillList,
  drillListQuery,
  drillNotesBody,
  drillParams,
  drillView,
  startDrillBody,
} from '../../contracts/drills.ts';
import { defineRoutes } from '../route-def.ts';

/** Recall drills (issue 21 item 5, docs/recall-drills.md). Served by the drills area. */
export const drillRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/drills',
    area: 'drills',
    name: 'startDrill',
    access: 'user',
    summary:
      'Starts a recall drill from a lot (lot_code, material_id when the code is not unique), or from a product_group: ' +
      "then a lot of the group's materials is picked at random (crypto random), preferring lots never drilled, then " +
      'lots that were shipped, then lots in stock; the drill records the group it was picked from. Records the start ' +
      'time and answers the drill with its trace (both ways), mass balance and the target and tolerance it is judged ' +
      'against. 400 when both or neither of lot_code and product_group are given; 404 unknown lot, or a group with no ' +
      'lot to drill; 409 when the code names lots of several materials and no material_id is given.',
    request: { body: startDrillBody },
    response: drillView,
    tenantData: true,
  },
  {
    method: 'GET',
    path: '/api/drills',
    area: 'drills',
    name: 'listDrills',
    access: 'user',
    summary: 'The history of recall drills, newest first, paged (page, page_size).',
    request: { query: drillListQuery },
    response: drillList,
    tenantData: true,
  },
  {
    method: 'GET',
    path: '/api/drills/coverage',
    area: 'drills',
    name: 'drillCoverage',
    access: 'user',
    summary:
      "Every product group of the company's unarchived materials with the start of its latest drill (a drill of one of " +
      'its materials, or picked at random from it) and due: true when it has not been drilled in the last 12 months.',
    response: drillCoverage,
  },
  {
    method: 'GET',
    path: '/api/drills/{drillId}',
    area: 'drills',
    name: 'getDrill',
    access: 'user',
    summary:
      'One drill: elapsed time against the target, the trace, the mass balance against the tolerance, notes and gaps, ' +
      'and once closed whether it passed. 404 "Recall drill not found".',
    request: { params: drillParams },
    response: drillView,
    tenantData: true,
  },
  {
    method: 'PATCH',
    path: '/api/drills/{drillId}',
    area: 'drills',
    name: 'updateDrillNotes',
    access: 'user',
    summary: "Records the drill's notes and gaps found. 409 when the drill is closed.",
    request: { params: drillParams, body: drillNotesBody },
    response: drillView,
    tenantData: true,
  },
  {
    method: 'POST',
    path: '/api/drills/{drillId}/close',
    area: 'drills',
    name: 'closeDrill',
    access: 'user',
    summary:
      'Closes the drill: stops the timer and freezes the result (passed: within the target time and mass balance within ' +
      'tolerance). A closed drill is read-only: 409 when already closed.',
    request: { params: drillParams, body: drillNotesBody },
    response: drillView,
    tenantData: true,
  },
  {
    method: 'GET',
    path: '/api/drills/{drillId}/report.pdf',
    area: 'drills',
    name: 'drillReportPdf',
    access: 'user',
    summary:
      'The drill report as a PDF: result, time taken against the target, mass balance against the tolerance, the ' +
      'customers to call, notes and gaps. 404 "Recall drill not found".',
    request: { params: drillParams },
    produces: 'application/pdf',
    tenantData: true,
  },
]);
