import type { Company } from '@bp/shared/contracts/admin.ts';
import { STALE_WRITE } from '@bp/functions/core/errors.ts';
import { PLAIN_WRITE_ATTEMPTS } from '@bp/functions/adapters/dynamodb/kit/transaction-conflict.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer, expectMessage, newCompany, readCompany } from '../admin/admin-client.ts';
import { adminToken, api, apiUrl, unique } from '../support/api.ts';

/*
 * On AWS a plain write (here a company rename, one UpdateItem) to an item a transaction holds at
 * that instant (a user joining the company ADDs to its user_count in one) is refused with
 * TransactionConflictException, which the SDK does not retry. DynamoDB Local never refuses it
 * (docs/inventory.md), so the fault hook answers it as AWS would: the kit sends the write again,
 * and answers 409 with a message, never 500, when the item stays held.
 */

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

/** The next `times` UpdateItem calls whose input holds `contains` are refused as AWS would. */
const holdByTransaction = async (contains: string, times: number) => {
  for (let i = 0; i < times; i++) {
    const armed = await fetch(new URL('/__local/faults/dynamodb', apiUrl()), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ command: 'Update', contains, nth: 1, error: 'TransactionConflictException' }),
    });
    expect(armed.status).toBe(204);
  }
};

/** Disarms what did not fire and answers how many calls the remaining faults saw. */
const disarm = async (contains: string) => {
  const url = new URL('/__local/faults/dynamodb', apiUrl());
  url.searchParams.set('contains', contains);
  const res = await fetch(url, { method: 'DELETE' });
  return ((await res.json()) as { seen: number }).seen;
};

const rename = (id: number, name: string) =>
  api('PUT', `/api/admin/companies/${id}`, { token: admin, json: { name } });

describe('a plain write that meets a transaction', () => {
  it('is sent again and lands when the transaction has let go of the item', async () => {
    const company = await newCompany(admin);
    const name = unique('Renamed while held ');
    await holdByTransaction(name, PLAIN_WRITE_ATTEMPTS - 1);
    const renamed = expectAnswer<Company>('updateCompany', await rename(company.id, name));
    expect(renamed.name).toBe(name);
    expect((await readCompany(admin, company.id)).name).toBe(name);
    // Every refusal was used up by the write's tries: none left to disarm.
    expect(await disarm(name)).toBe(0);
  });

  it('answers 409 with a message, not 500, when the item stays held, and changes nothing', async () => {
    const company = await newCompany(admin);
    const name = unique('Never renamed ');
    await holdByTransaction(name, PLAIN_WRITE_ATTEMPTS + 1);
    expectMessage(await rename(company.id, name), 409, STALE_WRITE);
    // It gave up after its tries (one refusal is left) and did not write.
    expect(await disarm(name)).toBe(0);
    expect((await readCompany(admin, company.id)).name).toBe(company.name);
  });
});
