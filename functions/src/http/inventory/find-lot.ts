import { labelRoutes } from '@bp/shared/api/routes/labels.ts';
import { findScannedLot } from '../../core/labels/find-lot.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { labelPorts } from '../../wiring/labels.ts';

export const findLot = handles(route(labelRoutes, 'findLot'), async ({ query, caller }) =>
  ok(await findScannedLot(labelPorts, caller.companyId, query)),
);
