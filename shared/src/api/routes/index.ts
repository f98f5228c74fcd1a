import type { RouteDef } from '../route-def.ts';
import { adminRoutes } from './admin.ts';
import { authRoutes } from './auth.ts';
import { customerRoutes } from './customers.ts';
import { drillRoutes } from './drills.ts';
import { expiryRoutes } from './expiry.ts';
import { holdRoutes } from './holds.ts';
import { inventoryRoutes } from './inventory.ts';
import { labelRoutes } from './labels.ts';
import { materialRoutes } from './materials.ts';
import { platformRoutes } from './platform.ts';
import { settingsRoutes } from './settings.ts';
import { goodsReceiptRoutes, productionRoutes, shipmentRoutes } from './submissions.ts';
import { supplierRoutes } from './suppliers.ts';
import { traceRoutes } from './trace.ts';

/**
 * The route table: the only list of API routes. CDK turns it into API Gateway routes
 * (infra/lib/stacks/api-stack.ts), the local gateway serves it, the OpenAPI document is
 * generated from it, and each area's dispatcher must handle exactly its entries.
 * `routeTable` holds every route with its literal type, the hand-declared ones and those each
 * submission kind's declaration generates (docs/submissions.md): the web's typed client is
 * derived from it. `routes` is the same list widened.
 */
export const routeTable = [
  ...platformRoutes,
  ...authRoutes,
  ...adminRoutes,
  ...materialRoutes,
  ...supplierRoutes,
  ...customerRoutes,
  ...settingsRoutes,
  ...inventoryRoutes,
  ...labelRoutes,
  ...holdRoutes,
  ...expiryRoutes,
  ...traceRoutes,
  ...drillRoutes,
  ...goodsReceiptRoutes,
  ...productionRoutes,
  ...shipmentRoutes,
] as const;

/** The table with each route's literal type: the web's typed client is derived from it. */
export type RouteTable = typeof routeTable;

/** Every route, widened, for code that walks every route alike (gateway, dispatchers, OpenAPI). */
export const routes: readonly RouteDef[] = routeTable;
