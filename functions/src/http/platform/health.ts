import { platformRoutes } from '@bp/shared/api/routes/platform.ts';
import type { HealthResponse } from '@bp/shared/contracts/platform.ts';
import { json } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { platformPorts } from '../../wiring/platform.ts';

const state = (s: { name: string; ok: boolean; detail?: string }) => ({
  name: s.name,
  status: s.ok ? ('ok' as const) : ('unavailable' as const),
  ...(s.detail ? { detail: s.detail } : {}),
});

export const health = handles(route(platformRoutes, 'health'), async () => {
  const [table, bucket] = await Promise.all([platformPorts.tableStatus(), platformPorts.bucketStatus()]);
  const healthy = table.ok && bucket.ok;
  const body: HealthResponse = {
    status: healthy ? 'ok' : 'degraded',
    table: state(table),
    bucket: state(bucket),
    time: new Date().toISOString(),
  };
  return json(body, healthy ? 200 : 503);
});
