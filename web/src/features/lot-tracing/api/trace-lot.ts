import type { MassBalance, TraceResult } from '@bp/shared/contracts/trace.ts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client/api.ts';
import type { TraceRequest } from '../model/trace-request.ts';

const traceKeys = { all: ['trace'] as const };

/**
 * POST /api/trace-lot, read as a query: the trace is a read, and keeping it keyed by the
 * request lets Back return to an earlier trace at once. Failures are not toasted (spec 001
 * section 8: lot tracing errors are silent); the screen shows the message beside the form.
 */
export const useLotTrace = (request: TraceRequest | null) =>
  useQuery({
    queryKey: [...traceKeys.all, 'lot', request],
    queryFn: ({ signal }): Promise<TraceResult> =>
      api.call('traceLot', { body: request ?? { lot_code: '' } }, { signal }),
    enabled: request !== null,
    meta: { silent: true },
  });

/** GET /api/trace-lot/mass-balance for the traced lot. */
export const useMassBalance = (materialId: number, lotId: number) =>
  useQuery({
    queryKey: [...traceKeys.all, 'mass-balance', materialId, lotId],
    queryFn: ({ signal }): Promise<MassBalance> =>
      api.call('lotMassBalance', { query: { material_id: materialId, lot_id: lotId } }, { signal }),
    meta: { silent: true },
  });
