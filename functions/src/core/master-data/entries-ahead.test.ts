import { describe, expect, it } from 'vitest';
import { withEntries } from './entries-ahead.ts';

describe('withEntries: a list page read beside the digest versions', () => {
  it('keeps the early read when the entries held are current (one read)', async () => {
    const held = ['a', 'b'];
    const reads: (readonly string[])[] = [];
    const page = await withEntries({ cached: held, current: Promise.resolve(held) }, async (e) => {
      reads.push(e);
      return e.join();
    });
    expect(page).toBe('a,b');
    expect(reads).toEqual([held]);
  });

  it('reads again from the current entries when the digest changed', async () => {
    const reads: (readonly string[])[] = [];
    const page = await withEntries({ cached: ['a'], current: Promise.resolve(['a', 'b']) }, async (e) => {
      reads.push(e);
      return e.join();
    });
    expect(page).toBe('a,b');
    expect(reads).toEqual([['a'], ['a', 'b']]);
  });

  it('reads once, after the versions, when nothing is held; an early failure discarded is no failure', async () => {
    expect(await withEntries({ cached: null, current: Promise.resolve(['x']) }, async (e) => e.join())).toBe(
      'x',
    );
    const page = await withEntries({ cached: ['old'], current: Promise.resolve(['new']) }, async (e) => {
      if (e[0] === 'old') throw new Error('early read failed');
      return e.join();
    });
    expect(page).toBe('new');
  });

  it('fails as the read fails when the entries were current', async () => {
    const held = ['a'];
    await expect(
      withEntries({ cached: held, current: Promise.resolve(held) }, async () => {
        throw new Error('unavailable');
      }),
    ).rejects.toThrow('unavailable');
  });
});
