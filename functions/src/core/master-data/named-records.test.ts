import { describe, expect, it } from 'vitest';
import { NotFound } from '../errors.ts';
import {
  createNamed,
  exportNamed,
  getNamed,
  listNamed,
  type NamedRecord,
  type NamedRecordPorts,
  updateNamed,
} from './named-records.ts';
import { textKey } from './text-key.ts';

interface Thing extends NamedRecord {
  city: string | null;
}

/** A collection in memory; the digest entries are derived the way the adapter derives them. */
const memory = () => {
  const stored = new Map<number, Thing>();
  let next = 0;
  const ports: NamedRecordPorts<Thing> = {
    entries: async () =>
      [...stored.values()]
        .map((t) => ({ id: t.id, name: textKey(t.name) }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id),
    getMany: async (_c, ids) => ids.map((id) => stored.get(id)).filter((t): t is Thing => !!t),
    get: async (_c, id) => stored.get(id) ?? null,
    newId: async () => ++next,
    insert: async (_c, record) => (stored.set(record.id, record), record),
    update: async (_c, id, change) => {
      const current = stored.get(id);
      if (!current) throw new NotFound('gone');
      const updated = change(current);
      stored.set(id, updated);
      return updated;
    },
    now: () => '2026-01-01T00:00:00.000Z',
    notFoundMessage: 'Thing not found',
  };
  return ports;
};

describe('named record use cases', () => {
  it('creates with a minted id and timestamps, then lists by name with search and paging', async () => {
    const ports = memory();
    for (const name of ['Pepper', 'salt', 'Paprika']) await createNamed(ports, 1, { name, city: null });
    const all = await listNamed(ports, 1, {});
    expect(all.items.map((t) => t.name)).toEqual(['Paprika', 'Pepper', 'salt']);
    expect(all.items[0]).toMatchObject({ id: 3, created_at: '2026-01-01T00:00:00.000Z' });
    expect(await listNamed(ports, 1, { search: 'p', page: 2, page_size: 1 })).toMatchObject({
      total: 2,
      items: [{ name: 'Pepper' }],
    });
    expect((await exportNamed(ports, 1, 'SAL')).map((t) => t.name)).toEqual(['salt']);
  });

  it('updates the given fields and refuses an unknown id with its not-found message', async () => {
    const ports = memory();
    const { id } = await createNamed(ports, 1, { name: 'Acme', city: null });
    expect(await updateNamed(ports, 1, id, { city: 'Oslo' })).toMatchObject({ name: 'Acme', city: 'Oslo' });
    await expect(getNamed(ports, 1, 99)).rejects.toEqual(new NotFound('Thing not found'));
  });
});
