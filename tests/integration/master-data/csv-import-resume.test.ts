import { type ImportResult, importMessages, importRefusal } from '@bp/shared/contracts/csv-import.ts';
import { type Supplier, supplierMessages } from '@bp/shared/contracts/suppliers.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, unique } from '../support/api.ts';
import { listTotal, freshCompany } from './support.ts';

let token: string;
beforeEach(async () => {
  ({ token } = await freshCompany());
});

const csv = (...lines: string[]) => lines.join('\r\n');
const importSuppliers = (file: string, import_id?: string) =>
  api<ImportResult>('POST', '/api/suppliers/import', { token, json: { csv: file, import_id } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an import sent more than once', () => {
  it('five parallel requests with one import_id: one imports, the others answer replayed', async () => {
    const file = csv('name', ...Array.from({ length: 300 }, (_, i) => `Parallel ${i}`));
    const importId = `import-${unique()}`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => importSuppliers(file, importId)));
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    expect(answers.map((a) => a.body.replayed).sort()).toEqual([false, true, true, true, true]);
    for (const answer of answers) expect(answer.body).toMatchObject({ import_id: importId, imported: 300 });
    expect(await listTotal(token, '/api/suppliers/')).toBe(300);
  });

  it('the same file under another import_id after it finished is a replay, not a second import', async () => {
    const file = csv('name', 'Once A', 'Once B');
    expect((await importSuppliers(file, `import-${unique()}`)).body.replayed).toBe(false);
    const again = await importSuppliers(file, `import-${unique()}`);
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ imported: 2, replayed: true });
    expect(await listTotal(token, '/api/suppliers/')).toBe(2);
  });

  it('an import interrupted by concurrent writes can be finished by sending the same file again', async () => {
    // Big enough to be written in many transactions, so others can write while it runs.
    const names = Array.from({ length: 5000 }, (_, i) => `Resume ${i}`);
    const file = csv('name', ...names);
    const first = importSuppliers(file, `import-${unique()}`);
    let settled = false;
    void first.finally(() => (settled = true));

    // Once its rows appear (the check is over), take names of the file it has not written yet.
    while (!settled && (await listTotal(token, '/api/suppliers/')) === 0) await sleep(20);
    const taken: Supplier[] = [];
    const shuffled = [...names].sort(() => Math.random() - 0.5);
    for (const name of shuffled) {
      if (settled) break;
      const created = await api<Supplier>('POST', '/api/suppliers/', { token, json: { name } });
      if (created.status === 201) taken.push(created.body);
      else expect(created.body).toEqual({ message: supplierMessages.nameTaken });
    }
    const interrupted = await first;
    expect(taken.length, 'no concurrent write landed while the import ran').toBeGreaterThan(0);
    expect(interrupted.status, interrupted.text).toBe(409);
    expect(interrupted.body).toEqual({ message: importMessages.interrupted });

    // Sent again (a new upload, so a new import_id): the rows it wrote are its own; only the
    // names others took meanwhile are refused.
    const refused = await importSuppliers(file, `import-${unique()}`);
    expect(refused.status, refused.text).toBe(400);
    const refusal = importRefusal.parse(refused.body);
    const takenRows = taken.map((s) => names.indexOf(s.name) + 2).sort((a, b) => a - b);
    expect(refusal.rows.map((r) => r.row).sort((a, b) => a - b)).toEqual(takenRows);

    for (const supplier of taken) {
      expect((await api('DELETE', `/api/suppliers/${supplier.id}`, { token })).status).toBe(204);
    }
    const finished = await importSuppliers(file, `import-${unique()}`);
    expect(finished.status, finished.text).toBe(200);
    expect(finished.body).toMatchObject({ imported: 5000, replayed: false });
    expect(await listTotal(token, '/api/suppliers/')).toBe(5000);
    const again = await importSuppliers(file);
    expect(again.body).toMatchObject({ imported: 5000, replayed: true });
  });
});
