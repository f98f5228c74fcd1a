import { routeTable } from '@bp/shared/api/routes/index.ts';
import { createApiClient } from './create-api-client.ts';

/** The one way the web talks to the API: every route of the table, typed from its contracts. */
export const api = createApiClient(routeTable);

export type { CallInput, CallResult } from './route-types.ts';
export type { DownloadedFile } from './http.ts';
