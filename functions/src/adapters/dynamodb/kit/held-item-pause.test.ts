import { describe, expect, it } from 'vitest';
import {
  heldItemPauseMs,
  MAX_PAUSE_MS,
  noteTransactionTime,
  typicalTransactionMs,
} from './held-item-pause.ts';

describe('heldItemPauseMs', () => {
  it("is backoff's full jitter while no transaction was measured", () => {
    expect(heldItemPauseMs(1, 0, () => 0.999)).toBeCloseTo(19.98);
    expect(heldItemPauseMs(3, 0, () => 0)).toBe(0);
  });

  it('waits half to all of a typical transaction, plus the jitter, at most the cap', () => {
    expect(heldItemPauseMs(1, 120, () => 0)).toBe(60);
    expect(heldItemPauseMs(1, 120, () => 0.5)).toBe(90 + 10);
    expect(heldItemPauseMs(6, 2000, () => 0.9)).toBe(MAX_PAUSE_MS);
  });
});

describe('noteTransactionTime', () => {
  it('keeps a moving average of the landed transactions, ignoring nonsense', () => {
    const before = typicalTransactionMs();
    noteTransactionTime(Number.NaN);
    noteTransactionTime(-5);
    expect(typicalTransactionMs()).toBe(before);
    for (let i = 0; i < 200; i++) noteTransactionTime(50);
    expect(typicalTransactionMs()).toBeCloseTo(50, 0);
    noteTransactionTime(150);
    expect(typicalTransactionMs()).toBeCloseTo(60, 0);
  });
});
