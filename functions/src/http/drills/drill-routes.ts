import { drillRoutes } from '@bp/shared/api/routes/drills.ts';
import * as drills from '../../core/drills/drills.ts';
import { created, file, ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { drillPorts, renderDrillReportPdf } from '../../wiring/drills.ts';

export const startDrill = handles(route(drillRoutes, 'startDrill'), async ({ body, caller }) =>
  created(await drills.startDrill(drillPorts, caller, body)),
);

export const listDrills = handles(route(drillRoutes, 'listDrills'), async ({ query, caller }) =>
  ok(await drills.listDrills(drillPorts, caller.companyId, query.page, query.page_size)),
);

export const drillCoverage = handles(route(drillRoutes, 'drillCoverage'), async ({ caller }) =>
  ok(await drills.drillCoverage(drillPorts, caller.companyId)),
);

export const getDrill = handles(route(drillRoutes, 'getDrill'), async ({ params, caller }) =>
  ok(await drills.getDrill(drillPorts, caller.companyId, params.drillId)),
);

export const updateDrillNotes = handles(
  route(drillRoutes, 'updateDrillNotes'),
  async ({ params, body, caller }) =>
    ok(await drills.updateDrillNotes(drillPorts, caller.companyId, params.drillId, body)),
);

export const closeDrill = handles(route(drillRoutes, 'closeDrill'), async ({ params, body, caller }) =>
  ok(await drills.closeDrill(drillPorts, caller.companyId, params.drillId, body)),
);

/** The report as a PDF, from the drill as stored (a closed drill's figures are frozen). */
export const drillReportPdf = handles(route(drillRoutes, 'drillReportPdf'), async ({ params, caller }) => {
  const drill = await drills.getDrill(drillPorts, caller.companyId, params.drillId);
  const pdf = await renderDrillReportPdf(drill);
  return file(Buffer.from(pdf), 'application/pdf', `recall-drill-${drill.id}.pdf`);
});
