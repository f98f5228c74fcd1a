import { importMessages } from '@bp/shared/contracts/csv-import.ts';
import { describe, expect, it, vi } from 'vitest';
// The status a client sees comes from the edge's mapping of the domain error.
import { toHttpError } from '../../lib/errors.ts';
import { conflict } from '../errors.ts';
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

/**
 * An in-memory store with the real claim rule: one claimant at a time, until it finishes or lets
 * go. Records are kept by key; a preset `initial` record stands for whatever file is sent.
 */
const memoryStore = (initial: ImportRecord | null = null, heldByOther = false) => {
  const records = new Map<string, ImportRecord>();
  let last: ImportRecord | null = initial;
  let held = heldByOther;
  const written: Row[][] = [];
  const ids = new Map<string, string>();
  const current = (key: string) => records.get(key) ?? initial;
  const store: ImportStore<Draft, Row> = {
    find: async (_c, key) => current(key),
    bindId: async (_c, importId, hash) => {
      if ((ids.get(importId) ?? hash) !== hash) throw conflict(importMessages.importIdReused);
      ids.set(importId, hash);
    },
    claim: vi.fn(async (_c, key, count, content_hash) => {
      const record = current(key) ?? { key, status: 'running' as const, first_id: 100, count, content_hash };
      if (record !== initial) records.set(key, record);
      last = record;
      if (record.status === 'done' || held) return { claimed: false, record };
      held = true;
      return { claimed: true, record };
    }),
    write: async (_c, _r, rows) => void written.push(rows.map((r) => r.record)),
    finish: async (_c, record) => {
      const done = { ...record, status: 'done' as const };
      if (record === initial) initial = done;
      else records.set(record.key, done);
      last = done;
      held = false;
    },
    release: async () => void (held = false),
  };
  return {
    store,
    written,
    record: () => last,
    finishOther: () => store.finish(1, initial as ImportRecord),
  };
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
    expect(store.claim).not.toHaveBeenCalled();
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
    // Sent again under another import_id (a new upload of the same file): still the same import.
    const outcome = await runImport(spec(existing), store, 1, { csv, import_id: 'another-upload' }, 'now');
    expect(outcome.ok).toBe(true);
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
    const { store } = memoryStore();
    await runImport(spec(new Map()), store, 1, { csv: 'name\nA', import_id: 'import-0001' }, 'now');
    const error = await runImport(
      spec(new Map()),
      store,
      1,
      { csv: 'name\nB', import_id: 'import-0001' },
      'now',
    ).catch((e: unknown) => toHttpError(e));
    expect(error !== null && 'status' in error && [error.status, error.message]).toEqual([
      409,
      importMessages.importIdReused,
    ]);
  });

  it('lets an import_id whose file was refused carry the corrected file', async () => {
    const { store } = memoryStore();
    const refused = await runImport(
      spec(new Map()),
      store,
      1,
      { csv: 'name\nbad', import_id: 'import-0002' },
      'now',
    );
    expect(refused.ok).toBe(false);
    const fixed = await runImport(
      spec(new Map()),
      store,
      1,
      { csv: 'name\ngood', import_id: 'import-0002' },
      'now',
    );
    expect(fixed).toEqual({ ok: true, result: { import_id: 'import-0002', imported: 1, replayed: false } });
  });

  it('lets go of its claim when writing fails, so the file sent again resumes', async () => {
    const { store } = memoryStore();
    const failing = { ...store, write: async () => Promise.reject(conflict(importMessages.interrupted)) };
    const error = await runImport(spec(new Map()), failing, 1, { csv: 'name\nA' }, 'now').catch(
      (e: unknown) => toHttpError(e),
    );
    expect(error !== null && 'status' in error && error.status).toBe(409);
    const again = await runImport(spec(new Map()), store, 1, { csv: 'name\nA' }, 'now');
    expect(again).toEqual({ ok: true, result: expect.objectContaining({ imported: 1, replayed: false }) });
  });

  it('waits for a concurrent request importing the same file and answers replayed, writing nothing', async () => {
    const csv = 'name\nA';
    const running = { key: 'k', status: 'running' as const, first_id: 9, count: 1, content_hash: '' };
    const { store, written, finishOther } = memoryStore(running, true);
    setTimeout(() => void finishOther(), 300);
    const outcome = await runImport(spec(new Map()), store, 1, { csv }, 'now');
    expect(outcome).toEqual({ ok: true, result: expect.objectContaining({ imported: 1, replayed: true }) });
    expect(written).toEqual([]);
  });

  it('answers 409 when the concurrent request is still running after the wait', async () => {
    const running = { key: 'k', status: 'running' as const, first_id: 9, count: 1, content_hash: '' };
    const { store, written } = memoryStore(running, true);
    const error = await runImport(spec(new Map()), store, 1, { csv: 'name\nA' }, 'now', 100).catch(
      (e: unknown) => toHttpError(e),
    );
    expect(error !== null && 'status' in error && [error.status, error.message]).toEqual([
      409,
      importMessages.running,
    ]);
    expect(written).toEqual([]);
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
