import type { Area } from '@bp/shared/api/route-def.ts';

export interface TenantData {
  /** A value for every path parameter any route of the area uses (`{id}`, `{lotId}`...), naming the company's own data. */
  params: Record<string, string>;
  /** A string that appears in the company's list and search answers for this data (e.g. a unique name). */
  marker: string;
  /** Optional query for list/search routes that should surface the marker (e.g. `{ search: marker }`). */
  query?: Record<string, string>;
  /**
   * Optional valid request bodies, by route name, for the area's routes that take one. Another
   * company sending it with this company's ids must get 404, so it has to pass validation first.
   * Without one the test sends the company's own GET answer for the same path (which fits most
   * PUT routes); a JSON value is sent as JSON, a string or FormData as it is.
   */
  bodies?: Record<string, unknown>;
  /** Optional query, by route name, for routes with path parameters that need one. */
  queries?: Record<string, Record<string, string>>;
}

/**
 * How the tenant-isolation test creates data of one area for a company (through the API, with
 * that company's token). Every area with `user` routes must have one: the test fails for an
 * area that has none, so a new area cannot skip isolation.
 */
export interface TenantFixture {
  create(token: string): Promise<TenantData>;
}

export type TenantFixtures = Partial<Record<Area, TenantFixture>>;
