import { importMessages } from '@bp/shared/contracts/csv-import.ts';
import { describe, expect, it, vi } from 'vitest';
import { toHttpError } from '../../lib/errors.ts';
import {
  type ImportRecord,
  type ImportSpec,
  type ImportStore,
  previewImport,
  runImport,
} from './run-import.ts';
import { textKey } from './text-key.ts';

interface Draft {
  name: string;
}
interface Row {
  id: number;
  name: string;
}

const spec = (existing: Map<string, number>): ImportSpec<Draft, Row> => ({
  csv: { columns: ['name'], required: ['name'], aliases: {} },
  nameTaken: 'taken',
  prepare: async () => ({
    existing,
    check: (values) =>
      values.name === 'bad'
        ? { errors: ['Bad name'] }
        : { errors: [], draft: { name: (values.name ?? '').trim() } },
  }),
  toRecord: (draft, id) => ({ id, name: draft.name }),
});

const memoryStore = (initial: ImportRecord | null = null) => {
  let record = initial;
  const written: Row[][] = [];
  const store: ImportStore<Draft, Row> = {
    find: async () => record,
    start: vi.fn(
      async (_c, key, count, content_hash) =>
        (record = { key, status: 'running', first_id: 100, count, content_hash }),
    ),
    write: async (_c, _r, rows) => void written.push(rows.map((r) => r.record)),
    finish: async () => void (record = { ...(record as ImportRecord), status: 'done' }),
  };
  return { store, written, record: () => record };
};

const hashOf = async (csv: string) => {
  const { store, record } = memoryStore();
  await runImport(spec(new Map()), store, 1, { csv }, 'now');
  return (record() as ImportRecord).content_hash;
};

describe('runImport', () => {
  it('writes nothing and lists the invalid rows when one row is invalid', async () => {
    const { store, written } = memoryStore();
    const outcome = await runImport(spec(new Map()), store, 1, { csv: 'name\nA\n\nbad\n ' }, 'now');
    expect(outcome).toEqual({
      ok: false,
      refusal: {
        message: importMessages.refused(1),
        invalid_rows: 1,
        rows: [{ row: 4, errors: ['Bad name'] }],
      },
    });
    expect(store.start).not.toHaveBeenCalled();
    expect(written).toEqual([]);
  });

  it('reserves ids, writes every row and finishes', async () => {
    const { store, written, record } = memoryStore();
    const outcome = await runImport(
      spec(new Map()),
      store,
      1,
      { csv: 'name\nA\nB', import_id: 'import-0001' },
      'now',
    );
    expect(outcome).toEqual({ ok: true, result: { import_id: 'import-0001', imported: 2, replayed: false } });
    expect(written).toEqual([
      [
        { id: 100, name: 'A' },
        { id: 101, name: 'B' },
      ],
    ]);
    expect(record()?.status).toBe('done');
  });

  it('answers replayed for a finished import without writing', async () => {
    const csv = 'name\nA';
    const { store, written } = memoryStore({
      key: 'k',
      status: 'done',
      first_id: 5,
      count: 1,
      content_hash: await hashOf(csv),
    });
    const outcome = await runImport(spec(new Map()), store, 1, { csv, import_id: 'import-0001' }, 'now');
    expect(outcome).toEqual({ ok: true, result: { import_id: 'import-0001', imported: 1, replayed: true } });
    expect(written).toEqual([]);
  });

  it('resumes an interrupted import: its own rows already stored are not name conflicts', async () => {
    const csv = 'name\nA\nB';
    const { store, written } = memoryStore({
      key: 'k',
      status: 'running',
      first_id: 50,
      count: 2,
      content_hash: await hashOf(csv),
    });
    const existing = new Map([[textKey('A'), 50]]);
    const outcome = await runImport(spec(existing), store, 1, { csv }, 'now');
    expect(outcome.ok).toBe(true);
    expect(store.start).not.toHaveBeenCalled();
    expect(written).toEqual([
      [
        { id: 50, name: 'A' },
        { id: 51, name: 'B' },
      ],
    ]);
  });

  it('still refuses names that belong to other entities', async () => {
    const { store } = memoryStore();
    const outcome = await runImport(spec(new Map([[textKey('a'), 7]])), store, 1, { csv: 'name\nA' }, 'now');
    expect(outcome.ok ? null : outcome.refusal.rows).toEqual([{ row: 2, errors: ['taken'] }]);
  });

  it('refuses an import_id used for another file with 409', async () => {
    const { store } = memoryStore({ key: 'k', status: 'done', first_id: 5, count: 1, content_hash: 'other' });
    const error = await runImport(
      spec(new Map()),
      store,
      1,
      { csv: 'name\nA', import_id: 'import-0001' },
      'now',
    ).catch((e: unknown) => toHttpError(e));
    expect(error !== null && 'status' in error && [error.status, error.message]).toEqual([
      409,
      importMessages.importIdReused,
    ]);
  });
});

describe('previewImport', () => {
  it('answers every row and the counts', async () => {
    const preview = await previewImport(spec(new Map()), 1, 'Name\nA\n\na');
    expect(preview).toEqual({
      valid: false,
      columns: ['name'],
      total_rows: 2,
      valid_rows: 1,
      invalid_rows: 1,
      rows: [
        { row: 2, values: { name: 'A' }, errors: [] },
        { row: 4, values: { name: 'a' }, errors: [importMessages.duplicateInFile(2)] },
      ],
    });
  });
});
