import { describe, expect, it } from 'vitest';
import { DIGEST_SHARDS, lineId, replaceLines, shardOf, splitLines } from './digest.ts';

describe('digest shards', () => {
  it('puts a name key always in the same shard, within range, spread over all shards', () => {
    expect(shardOf('brown sugar')).toBe(shardOf('brown sugar'));
    const used = new Set(Array.from({ length: 2000 }, (_, i) => shardOf(`material ${i}`)));
    expect([...used].every((s) => s >= 0 && s < DIGEST_SHARDS)).toBe(true);
    expect(used.size).toBe(DIGEST_SHARDS);
  });

  it('replaces, adds and removes lines by id', () => {
    const lines = splitLines('1\ta\n2\tb\n');
    expect(lines).toEqual(['1\ta', '2\tb']);
    expect(
      replaceLines(
        lines,
        new Map([
          [2, '2\tB'],
          [3, '3\tc'],
          [1, null],
        ]),
      ),
    ).toEqual(['2\tB', '3\tc']);
    expect(lineId('12\tx')).toBe(12);
    expect(splitLines(undefined)).toEqual([]);
  });
});
