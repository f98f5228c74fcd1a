import { describe, expect, it } from 'vitest';
import { checkLotCode, readTraceRequest, traceSearchParams } from './trace-request.ts';

describe('checkLotCode', () => {
  it('rejects an empty or blank code with the spec message', () => {
    expect(checkLotCode('')).toEqual({ error: 'Lot code is required' });
    expect(checkLotCode('   ')).toEqual({ error: 'Lot code is required' });
  });

  it('trims a code', () => {
    expect(checkLotCode('  BR-1 ')).toEqual({ lot_code: 'BR-1' });
  });

  it('rejects control characters and over-long codes', () => {
    expect(checkLotCode('A\u0007B')).toHaveProperty('error');
    expect(checkLotCode('x'.repeat(500))).toHaveProperty('error');
  });
});

describe('readTraceRequest', () => {
  it('reads a code and an optional material', () => {
    expect(readTraceRequest(new URLSearchParams('lot_code=BR-1'))).toEqual({ lot_code: 'BR-1' });
    expect(readTraceRequest(new URLSearchParams('lot_code=BR-1&material_id=7'))).toEqual({
      lot_code: 'BR-1',
      material_id: 7,
    });
  });

  it('traces nothing without a valid code or with a bad material', () => {
    expect(readTraceRequest(new URLSearchParams(''))).toBeNull();
    expect(readTraceRequest(new URLSearchParams('lot_code=%20'))).toBeNull();
    expect(readTraceRequest(new URLSearchParams('lot_code=A&material_id=x'))).toBeNull();
  });

  it('round-trips through the address', () => {
    const request = { lot_code: 'A B/1', material_id: 3 };
    expect(readTraceRequest(traceSearchParams(request))).toEqual(request);
    expect(readTraceRequest(traceSearchParams({ lot_code: 'Z' }))).toEqual({ lot_code: 'Z' });
  });
});
