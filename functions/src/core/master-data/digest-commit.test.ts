import { describe, expect, it } from 'vitest';
import { Conflict, STALE_WRITE } from '../errors.ts';
import {
  commitWithDigest,
  type DigestStore,
  MAX_DIGEST_ATTEMPTS,
  type ShardRef,
  type ShardState,
} from './digest-commit.ts';

/** Shards in memory whose versions another writer may bump between a read and a commit. */
const memoryStore = (raceFor = 0) => {
  const shards = new Map<number, { version: number; lines: string[] }>();
  const log = { reads: 0, commits: 0, items: [] as string[] };
  let races = raceFor;
  const store: DigestStore<'material', string> = {
    readShards: async (_company, refs: readonly ShardRef<'material'>[]) => {
      log.reads++;
      return refs.map((ref) => ({ ...ref, ...(shards.get(ref.shard) ?? { version: 0, lines: [] }) }));
    },
    commit: async (_company, states: ShardState<'material'>[], write) => {
      log.commits++;
      if (races > 0) {
        races--;
        const shard = states[0]!.shard;
        const now = shards.get(shard) ?? { version: 0, lines: [] };
        shards.set(shard, { version: now.version + 1, lines: [...now.lines, 'rival'] });
      }
      if (states.some((s) => (shards.get(s.shard)?.version ?? 0) !== s.version)) return 'retry';
      states.forEach((s, i) => {
        const lines = write.lines[i];
        if (lines) shards.set(s.shard, { version: s.version + 1, lines });
      });
      log.items.push(...write.items);
      return 'done';
    },
  };
  return { store, shards, log };
};

const addLine = (line: string) => async () => ({
  shards: [{ entity: 'material' as const, shard: 3 }],
  build: ([state]: ShardState<'material'>[]) => ({ items: [line], lines: [[...state!.lines, line]] }),
});
const noPause = async () => undefined;

describe('commitWithDigest', () => {
  it('commits once when nobody races it', async () => {
    const { store, shards, log } = memoryStore();
    await commitWithDigest(store, 1, addLine('1\tflour'), noPause);
    expect(shards.get(3)).toEqual({ version: 1, lines: ['1\tflour'] });
    expect(log).toMatchObject({ reads: 1, commits: 1, items: ['1\tflour'] });
  });

  it('plans again from a fresh read after a lost race, keeping the rival line', async () => {
    const { store, shards, log } = memoryStore(2);
    await commitWithDigest(store, 1, addLine('2\tsalt'), noPause);
    expect(shards.get(3)).toEqual({ version: 3, lines: ['rival', 'rival', '2\tsalt'] });
    expect(log).toMatchObject({ reads: 3, commits: 3, items: ['2\tsalt'] });
  });

  it('gives up with 409 after losing every attempt, having written nothing of its own', async () => {
    const { store, log } = memoryStore(Number.POSITIVE_INFINITY);
    const failure = commitWithDigest(store, 1, addLine('3\tyeast'), noPause);
    await expect(failure).rejects.toBeInstanceOf(Conflict);
    await expect(failure).rejects.toThrow(STALE_WRITE);
    expect(log.commits).toBe(MAX_DIGEST_ATTEMPTS);
    expect(log.items).toEqual([]);
  });

  it('writes nothing when the plan changes nothing', async () => {
    const { store, log } = memoryStore();
    await commitWithDigest(
      store,
      1,
      async () => ({
        shards: [{ entity: 'material', shard: 0 }],
        build: () => ({ items: [], lines: [null] }),
      }),
      noPause,
    );
    expect(log.commits).toBe(0);
  });
});
