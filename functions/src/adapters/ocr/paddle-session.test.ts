import { describe, expect, it } from 'vitest';
import { paddleSessionOptions, recognitionSessionOptions } from './paddle-session.ts';

describe('paddleSessionOptions', () => {
  it("turns ONNX Runtime's spinning intra-op threads off by default", () => {
    expect(paddleSessionOptions({})).toEqual({
      extra: { session: { intra_op: { allow_spinning: '0' } } },
    });
  });

  it('leaves them spinning with OCR_SPIN=on, to compare', () => {
    expect(paddleSessionOptions({ OCR_SPIN: 'on' })).toEqual({});
  });

  it('gives the recognition session one intra-op thread, not spinning either', () => {
    expect(recognitionSessionOptions({})).toEqual({
      extra: { session: { intra_op: { allow_spinning: '0' } } },
      intraOpNumThreads: 1,
    });
  });
});
