import type { RouteDef } from '../route-def.ts';
import { adminRoutes } from './admin.ts';
import { authRoutes } from './auth.ts';
import { platformRoutes } from './platform.ts';

/**
 * The route table: the only list of API routes. CDK turns it into API Gateway routes
 * (infra/lib/stacks/api-stack.ts), the local gateway serves it, the OpenAPI document is
 * generated from it, and each area's dispatcher must handle exactly its entries.
 */
export const routes: readonly RouteDef[] = [...platformRoutes, ...authRoutes, ...adminRoutes];
