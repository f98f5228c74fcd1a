import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error.ts';
import { keepLots, keptLots, refreshSnapshots, withOfflineCopy } from './offline-snapshot.ts';

const online = (yes: boolean) => vi.stubGlobal('navigator', { onLine: yes });
const copy = { items: ['kept'], total: 1, asOf: 5 };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('withOfflineCopy', () => {
  it('answers from the server while online, and from the kept copy when the browser says it is offline', async () => {
    online(true);
    expect(
      await withOfflineCopy(
        async () => ({ items: ['live'], total: 1 }),
        async () => copy,
      ),
    ).toEqual({
      items: ['live'],
      total: 1,
    });
    online(false);
    const server = vi.fn(async () => ({ items: ['live'], total: 1 }));
    expect(await withOfflineCopy(server, async () => copy)).toEqual(copy);
    expect(server).not.toHaveBeenCalled();
  });

  it('falls back on a failure without an answer, but shows an answer of the server as it is', async () => {
    online(true);
    const lost = async (): Promise<{ items: string[]; total: number }> => {
      throw new TypeError('Failed to fetch');
    };
    expect(await withOfflineCopy(lost, async () => copy)).toEqual(copy);
    await expect(withOfflineCopy(lost, async () => null)).rejects.toThrow('Failed to fetch');
    const refused = async (): Promise<{ items: string[]; total: number }> => {
      throw new ApiError(403, 'Forbidden');
    };
    await expect(withOfflineCopy(refused, async () => copy)).rejects.toThrow('Forbidden');
  });
});

describe('kept lots', () => {
  it("are kept per company: another company's sign-in does not see them", async () => {
    // Offline: the refresh reads nothing but names the company whose copy is used.
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await refreshSnapshots(1);
    await keepLots(7, [{ lot_code: 'RYE-1' }]);
    expect(await keptLots(7)).toMatchObject({
      items: [{ lot_code: 'RYE-1' }],
      total: 1,
      asOf: expect.any(Number),
    });
    await refreshSnapshots(2);
    expect(await keptLots(7)).toBeNull();
    expect(await keptLots(8)).toBeNull();
  });
});
