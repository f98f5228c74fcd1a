import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { adjust, createMaterial, editLot, freshCompany, getLot, lots, mergeLots } from './support.ts';

/** Issue 21 item 6: who merged or renamed what is kept, and a renamed lot still traces by its old code. */
let token: string;
beforeAll(async () => {
  ({ token } = await freshCompany());
});

const traceCode = (lot_code: string, material_id: number) =>
  api<{ lot_code?: string; lots?: { lot_code: string }[] }>('POST', '/api/trace-lot', {
    token,
    json: { lot_code, material_id },
  });

describe('lot code history', () => {
  it('records a merge on the survivor: the merged code, what it held, who and when', async () => {
    const m = await createMaterial(token);
    const a = (await adjust(token, m.id, 4, 'MRG-A')).transaction.lot_id as number;
    const b = (await adjust(token, m.id, '1.5', 'MRG-B')).transaction.lot_id as number;
    const before = Date.now();
    await mergeLots(token, m.id, a, b);
    const survivor = await getLot(token, m.id, b);
    expect(survivor.code_history).toHaveLength(1);
    const [entry] = survivor.code_history;
    expect(entry).toMatchObject({
      change: 'merged',
      from_code: 'MRG-A',
      to_code: 'MRG-B',
      merged_lot_id: a,
      quantity: 4,
    });
    expect(entry?.by?.email).toMatch(/@example\.test$/);
    expect(Date.parse(entry?.at ?? '')).toBeGreaterThanOrEqual(before - 5_000);
    // A retried merge records nothing more.
    await mergeLots(token, m.id, a, b);
    expect((await getLot(token, m.id, b)).code_history).toHaveLength(1);
  });

  it('keeps a renamed lot findable by its former code until another lot takes it', async () => {
    const m = await createMaterial(token);
    const lot = (await adjust(token, m.id, 7, 'OLD-1')).transaction.lot_id as number;
    await editLot(token, m.id, lot, 'NEW-1');
    const renamed = await getLot(token, m.id, lot);
    expect(renamed).toMatchObject({ lot_code: 'NEW-1', former_codes: ['OLD-1'] });
    expect(renamed.code_history).toMatchObject([{ change: 'renamed', from_code: 'OLD-1', to_code: 'NEW-1' }]);
    expect((await lots(token, m.id, { search: 'old-1' })).items.map((l) => l.id)).toEqual([lot]);

    const traced = await traceCode('old-1', m.id);
    expect(traced.status, traced.text).toBe(200);
    expect(JSON.stringify(traced.body)).toContain('NEW-1');

    // The released code is free: a posting of it makes a new lot, and a trace by it finds that lot.
    const fresh = (await adjust(token, m.id, 2, 'OLD-1')).transaction.lot_id as number;
    expect(fresh).not.toBe(lot);
    const now = await traceCode('OLD-1', m.id);
    expect(now.status, now.text).toBe(200);
    expect(JSON.stringify(now.body)).not.toContain('NEW-1');
  });

  it('carries the merged lot\u2019s former codes to the survivor', async () => {
    const m = await createMaterial(token);
    const a = (await adjust(token, m.id, 3, 'FC-A0')).transaction.lot_id as number;
    const b = (await adjust(token, m.id, 1, 'FC-B')).transaction.lot_id as number;
    await editLot(token, m.id, a, 'FC-A1');
    await mergeLots(token, m.id, a, b);
    const survivor = await getLot(token, m.id, b);
    expect(survivor.former_codes).toEqual(['FC-A0']);
    const traced = await traceCode('FC-A0', m.id);
    expect(traced.status, traced.text).toBe(200);
    expect(JSON.stringify(traced.body)).toContain('FC-B');
  });
});
