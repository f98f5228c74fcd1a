import { describe, expect, it } from 'vitest';
import { allInOrder } from './all-in-order.ts';

const later = <T>(ms: number, value: T, fail = false) =>
  new Promise<T>((resolve, reject) => setTimeout(() => (fail ? reject(value) : resolve(value)), ms));

describe('allInOrder', () => {
  it('answers every value in list order, whichever settles first', async () => {
    expect(await allInOrder([later(30, 'a'), later(10, 2), later(20, null)])).toEqual(['a', 2, null]);
  });

  it('throws the first failure in list order, not the first to fail in time', async () => {
    await expect(
      allInOrder([later(30, new Error('first'), true), later(5, new Error('second'), true)]),
    ).rejects.toThrow('first');
    await expect(allInOrder([later(5, 'ok'), later(30, new Error('only'), true)])).rejects.toThrow('only');
  });
});
