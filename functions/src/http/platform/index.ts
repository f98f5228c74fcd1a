import { areaHandler } from '../../lib/route-handler.ts';
import { health } from './health.ts';
import { openapi } from './openapi.ts';

export const handler = areaHandler('platform', { health, openapi });
