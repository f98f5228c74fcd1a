import { z } from 'zod';

const dependencyState = z.object({
  name: z.string(),
  status: z.enum(['ok', 'unavailable']),
  detail: z.string().optional(),
});

export const healthResponse = z
  .object({
    status: z.enum(['ok', 'degraded']),
    table: dependencyState,
    bucket: dependencyState,
    time: z.string(),
  })
  .meta({ id: 'Health' });
export type HealthResponse = z.infer<typeof healthResponse>;
