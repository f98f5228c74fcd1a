import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { balanceKey } from '@bp/functions/adapters/dynamodb/inventory/records/balance.ts';
import { documentClient, tableName } from '@bp/functions/adapters/dynamodb/kit/index.ts';
import { useLocalTable } from '@bp/infra/local/local-aws.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { cloud } from '../support/cloud.ts';
import { apiUrl, unique } from '../support/api.ts';
import { adjustRaw, createMaterial, expectPagesCoverHistory, freshCompany, history } from './support.ts';

/*
 * A material's ledger numbers are reserved before the posting's transaction (docs/inventory.md,
 * The posting service): a reservation whose transaction has not landed is skipped by the pages,
 * and the posting's retry lands on the numbers it reserved. A stock item from before the
 * reservations goes on from its count.
 */

let token: string;
let companyId: number;
beforeAll(async () => {
  ({ token, companyId } = await freshCompany());
  useLocalTable(cloud().dynamoEndpoint);
});

const post = async (materialId: number, note: string, key?: string) => {
  const res = await adjustRaw(token, materialId, { qty_delta: 1, lot_code: 'L1', note }, key);
  expect(res.status, res.text).toBe(200);
};

/** The notes of the material's entries, page by page (pages of one), newest first. */
const pagedNotes = async (materialId: number) => {
  const ids = await expectPagesCoverHistory(token, materialId, 1);
  await expectPagesCoverHistory(token, materialId, 2);
  const notes = new Map((await history(token, materialId)).items.map((t) => [t.id, t.note]));
  return ids.map((id) => notes.get(id));
};

describe('ledger numbers reserved ahead of the posting', () => {
  it('a posting that failed after reserving: pages skip its numbers, its retry lands on them', async () => {
    const m = await createMaterial(token);
    await post(m.id, 'first');
    const key = unique('reserved-');
    const armed = await fetch(new URL('/__local/faults/dynamodb', apiUrl()), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ command: 'TransactWrite', contains: key, nth: 1 }),
    });
    expect(armed.status).toBe(204);
    const failed = await adjustRaw(token, m.id, { qty_delta: 1, lot_code: 'L1', note: 'failed once' }, key);
    expect(failed.status).toBe(500);
    await post(m.id, 'second');
    await post(m.id, 'third');
    // Its number (1) is pending: three entries, every page full and exact.
    expect((await history(token, m.id, { page: 1, page_size: 20 })).total).toBe(3);
    expect(await pagedNotes(m.id)).toEqual(['third', 'second', 'first']);

    await post(m.id, 'failed once', key);
    // Landed on the number it had reserved, between the first entry and the later ones.
    expect(await pagedNotes(m.id)).toEqual(['third', 'second', 'failed once', 'first']);
  });

  it('a stock item from before the reservations (a count, no reserved numbers) goes on from its count', async () => {
    const m = await createMaterial(token);
    await post(m.id, 'a');
    await post(m.id, 'b');
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: balanceKey(companyId, m.id),
        UpdateExpression: 'REMOVE reserved',
      }),
    );
    await post(m.id, 'c');
    expect(await pagedNotes(m.id)).toEqual(['c', 'b', 'a']);
  });
});
