import type { RouteDef } from '../route-def.ts';
import { adminRoutes } from './admin.ts';
import { authRoutes } from './auth.ts';
import { customerRoutes } from './customers.ts';
import { inventoryRoutes } from './inventory.ts';
import { materialRoutes } from './materials.ts';
import { platformRoutes } from './platform.ts';
import { settingsRoutes } from './settings.ts';
import { goodsReceiptRoutes, productionRoutes, shipmentRoutes } from './submissions.ts';
import { supplierRoutes } from './suppliers.ts';

/**
 * The route table: the only list of API routes. CDK turns it into API Gateway routes
 * (infra/lib/stacks/api-stack.ts), the local gateway serves it, the OpenAPI document is
 * generated from it, and each area's dispatcher must handle exactly its entries.
 */
export const routes: readonly RouteDef[] = [
  ...platformRoutes,
  ...authRoutes,
  ...adminRoutes,
  ...materialRoutes,
  ...supplierRoutes,
  ...customerRoutes,
  ...settingsRoutes,
  ...inventoryRoutes,
  ...goodsReceiptRoutes,
  ...productionRoutes,
  ...shipmentRoutes,
];
