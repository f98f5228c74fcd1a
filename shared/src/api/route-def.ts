import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route. `public`: anyone (login, health, OpenAPI). `user`: any signed-in
 * user, scoped to the company in their token. `admin`: platform administrators only.
 */
export type Access = 'public' | 'user' | 'admin';

/** The Lambda function (one per area) that serves a route: functions/src/http/<area>/index.ts. */
export type Area =
  | 'platform'
  | 'auth'
  | 'admin'
  | 'materials'
  | 'suppliers'
  | 'customers'
  | 'settings'
  | 'inventory'
  | 'goods-receipts'
  | 'production'
  | 'shipments'
  | 'trace'
  | 'drills';

export interface RouteDef {
  method: HttpMethod;
  /** Path as API Gateway matches it: no trailing slash (`/api/x/` reaches `/api/x` too). */
  path: string;
  area: Area;
  /** Unique operation name; the area's dispatcher maps it to a handler. */
  name: string;
  access: Access;
  summary: string;
  request?: {
    params?: z.ZodType;
    query?: z.ZodType;
    body?: z.ZodType;
    /** The body is `application/x-www-form-urlencoded`, not JSON. */
    form?: boolean;
    /** The body is multipart/form-data (file upload). */
    multipart?: boolean;
  };
  /** Success status (200 unless said). */
  status?: 200 | 201 | 202 | 204;
  /** Success body; omitted for 204 and for non-JSON answers (file downloads, CSV). */
  response?: z.ZodType;
  /** The body of a 409 that carries more than a message (the same document twice). */
  conflict?: { description: string; body: z.ZodType };
  /** Content type of a non-JSON success answer. */
  produces?: string;
  /** Marks a tenant route whose path ids name company data (used by the isolation tests). */
  tenantData?: boolean;
}

export const defineRoutes = <const T extends readonly RouteDef[]>(routes: T): T => routes;

/** `GET /api/materials/{id}` */
export const routeKey = (route: Pick<RouteDef, 'method' | 'path'>): string => `${route.method} ${route.path}`;

export const pathParamNames = (path: string): string[] =>
  [...path.matchAll(/\{([^}+]+)\+?\}/g)].map((m) => m[1] as string);
