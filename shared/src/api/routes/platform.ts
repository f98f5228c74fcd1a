import { healthResponse } from '../../contracts/platform.ts';
import { defineRoutes } from '../route-def.ts';

export const platformRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/health',
    area: 'platform',
    name: 'health',
    access: 'public',
    summary: 'State of the table and the documents bucket (503 when either is unavailable)',
    response: healthResponse,
  },
  {
    method: 'GET',
    path: '/api/openapi.json',
    area: 'platform',
    name: 'openapi',
    access: 'public',
    summary: 'This OpenAPI document, generated from the route table and its zod contracts',
    produces: 'application/json',
  },
]);
