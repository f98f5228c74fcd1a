import { quantity } from '@bp/shared/quantity/quantity.ts';
import type { AdjustResult } from '@bp/shared/contracts/inventory.ts';
import type { Material } from '@bp/shared/contracts/materials.ts';
import type { Movement, Posting } from '@bp/functions/core/inventory/posting.ts';
import { useLocalTable } from '@bp/infra/local/local-aws.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { cloud } from '../support/cloud.ts';
import { api, apiUrl, unique } from '../support/api.ts';
import {
  adjustRaw,
  createMaterial,
  expectOk,
  expectPagesCoverHistory,
  freshCompany,
  history,
  lots,
  stockOf,
} from './support.ts';

/*
 * A posting interrupted by a failed DynamoDB call (the local cloud's fault injection, see
 * docs/inventory.md) and then retried ends exactly as one clean posting.
 */

const armFault = async (plan: { command: string; contains: string; nth: number; after?: boolean }) => {
  const res = await fetch(new URL('/__local/faults/dynamodb', apiUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(plan),
  });
  expect(res.status).toBe(204);
};

let token: string;
let companyId: number;
beforeAll(async () => {
  ({ token, companyId } = await freshCompany());
});

describe('an adjustment interrupted and retried through HTTP', () => {
  it.each([
    ['before DynamoDB applied it', false],
    ['after DynamoDB applied it but before the answer', true],
  ])('%s: the retry applies it exactly once', async (_label, after) => {
    const m = await createMaterial(token);
    const key = unique('crash-');
    await armFault({ command: 'TransactWrite', contains: key, nth: 1, after });
    const body = { qty_delta: '2.5', lot_code: 'C-1', note: 'counted' };
    const crashed = await adjustRaw(token, m.id, body, key);
    expect(crashed.status).toBe(500);
    expect(await stockOf(token, m)).toBe(after ? 2.5 : 0);

    const retried = expectOk<AdjustResult>('adjustInventory', await adjustRaw(token, m.id, body, key));
    expect(retried.replayed).toBe(after);
    expect(retried.quantity_on_hand).toBe(2.5);
    expect(await stockOf(token, m)).toBe(2.5);
    expect((await history(token, m.id)).total).toBe(1);
    expect((await lots(token, m.id)).items.map((l) => l.quantity)).toEqual([2.5]);
  });
});

describe('a posting of several transactions crashed between them', () => {
  let writePosting: (companyId: number, p: Posting) => Promise<{ replayed: boolean; entries: unknown[] }>;
  beforeAll(async () => {
    // This test drives the posting loop (core over the DynamoDB commit port) against the local cloud's DynamoDB (no HTTP
    // route posts more than one transaction's worth yet), with the same fault injection.
    process.env.LOCAL_FAULTS = '1';
    useLocalTable(cloud().dynamoEndpoint);
    ({ writePosting } = await import('@bp/functions/wiring/inventory.ts'));
  });

  const posting = (key: string, materials: Material[]): Posting => {
    const movements: Movement[] = Array.from({ length: 100 }, (_, i) => ({
      materialId: (materials[i % materials.length] as Material).id,
      lotCode: `R-${i % 7}`,
      qtyDelta: quantity(i % 3 === 0 ? '-0.125' : '1.1'),
      type: i % 5 === 0 ? 'production_usage' : 'goods_receipt',
      source: null,
      note: null,
    }));
    const now = new Date().toISOString();
    return {
      key,
      movements,
      by: { userId: 1, firstName: 'Crash', lastName: 'Test', email: 'crash@example.test' },
      submittedAt: now,
      recordedAt: now,
    };
  };

  const snapshot = async (materials: Material[]) =>
    Promise.all(
      materials.map(async (m) => ({
        stock: await stockOf(token, m),
        entries: (await history(token, m.id)).total,
        lots: (await lots(token, m.id)).items.map((l) => [l.lot_code, l.quantity, l.origin]),
      })),
    );

  it('resumes after the crash and ends exactly like a clean posting', async () => {
    const clean = [await createMaterial(token), await createMaterial(token), await createMaterial(token)];
    const crashed = [await createMaterial(token), await createMaterial(token), await createMaterial(token)];
    const cleanKey = unique('clean-');
    const crashKey = unique('crash-');
    expect((await writePosting(companyId, posting(cleanKey, clean))).replayed).toBe(false);

    // The second chunk's transaction goes through, then the "process" dies before the third.
    const { armFault: armInThisProcess } =
      await import('@bp/functions/adapters/dynamodb/kit/fault-injection.ts');
    armInThisProcess({ command: 'TransactWrite', contains: crashKey, nth: 3, after: true });
    await expect(writePosting(companyId, posting(crashKey, crashed))).rejects.toThrow(
      /Injected DynamoDB fault/,
    );
    const partial = await snapshot(crashed);
    expect(partial.reduce((n, s) => n + s.entries, 0)).toBeGreaterThan(0);
    expect(partial.reduce((n, s) => n + s.entries, 0)).toBeLessThan(100);

    const retried = await writePosting(companyId, posting(crashKey, crashed));
    expect(retried.replayed).toBe(false);
    expect(retried.entries).toHaveLength(100);
    expect(await snapshot(crashed)).toEqual(await snapshot(clean));
    // The resumed chunks numbered their entries after the ones that landed before the crash.
    for (const m of crashed) await expectPagesCoverHistory(token, m.id, 6);
    const again = await writePosting(companyId, posting(crashKey, crashed));
    expect(again.replayed).toBe(true);
    expect(await snapshot(crashed)).toEqual(await snapshot(clean));
    expect((await api('GET', '/api/inventory', { token })).status).toBe(200);
  });
});
