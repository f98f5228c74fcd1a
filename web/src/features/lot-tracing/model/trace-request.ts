import { traceLotBody, traceMessages } from '@bp/shared/contracts/trace.ts';

/** What is traced: a lot code, and the material when several materials share the code. */
export interface TraceRequest {
  lot_code: string;
  material_id?: number;
}

/**
 * The trace lives in the address (?lot_code=...&material_id=...), so a result can be shared,
 * reloaded and left with Back. An address without a valid code traces nothing.
 */
export const readTraceRequest = (params: URLSearchParams): TraceRequest | null => {
  const parsed = traceLotBody.safeParse({
    lot_code: params.get('lot_code') ?? '',
    material_id: params.get('material_id') ?? undefined,
  });
  if (!parsed.success) return null;
  const { lot_code, material_id } = parsed.data;
  return material_id === undefined ? { lot_code } : { lot_code, material_id };
};

export const traceSearchParams = (request: TraceRequest): URLSearchParams => {
  const params = new URLSearchParams({ lot_code: request.lot_code });
  if (request.material_id !== undefined) params.set('material_id', String(request.material_id));
  return params;
};

/**
 * Checks a typed lot code with the API's own rule (spec 001 section 5: an empty code is
 * rejected and no call is made): the trimmed code, or the message to show.
 */
export const checkLotCode = (typed: string): { lot_code: string } | { error: string } => {
  const parsed = traceLotBody.shape.lot_code.safeParse(typed);
  if (parsed.success) return { lot_code: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? traceMessages.lotCodeRequired };
};
