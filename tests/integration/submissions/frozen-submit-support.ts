import { useLocalTable } from '@bp/infra/local/local-aws.ts';
import { expect } from 'vitest';
import { cloud } from '../support/cloud.ts';
import { adminToken, api, apiUrl, login, unique } from '../support/api.ts';
import {
  createSupplier,
  expectMessage,
  expectRoute,
  freshCompany,
  historyOf,
  type kindClient,
  lotsOf,
  stockOf,
} from './support.ts';

/*
 * What the frozen-submit tests share (docs/submissions.md, Submit): a company with a second user
 * ("another client"), the local cloud's DynamoDB fault injection scoped to the company's keys, the
 * checks that a frozen submission refuses every edit, and the ledger checks. Each test file sets
 * up its own company, so the files run on any worker in any order.
 */

export type Client = ReturnType<typeof kindClient>;
type Status = 'created' | 'submitting' | 'verified';

export const FROZEN = (label: string) =>
  `This ${label} submission is being submitted and can no longer be changed; reload it in a moment`;
export const VERIFIED = (label: string) =>
  `This ${label} submission is verified and can no longer be changed`;
export const ALREADY = (label: string) => `This ${label} submission was already submitted`;

const faults = () => new URL('/__local/faults/dynamodb', apiUrl());

export interface FrozenCompany {
  token: string;
  /** A second user of the same company: "another client". */
  other: string;
  companyId: number;
  supplier: { id: number };
  /** Makes the company's `nth` TransactWriteItems fail, before it is sent or after it applied. */
  armFault(fault: { nth: number; after?: boolean }): Promise<void>;
  /** Disarms the company's faults, answering how many of its transactions they saw. */
  disarm(): Promise<number>;
  /** The items of one partition, read straight from the worker's DynamoDB Local. */
  queryItems(partition: string): Promise<Record<string, unknown>[]>;
  /** The submit sweeper's handler, run now (the cloud's own timer is off in tests). */
  sweep(graceSeconds: number): Promise<{ seen: number; finished: number; failed: number }>;
}

export const frozenCompany = async (): Promise<FrozenCompany> => {
  const { token, companyId } = await freshCompany();
  const email = `${unique('frozen')}@example.test`;
  const created = await api('POST', '/api/admin/users/', {
    token: await adminToken(),
    json: {
      first_name: 'Ola',
      last_name: 'Other',
      email,
      password: 'secret-password',
      company_id: companyId,
      is_admin: false,
    },
  });
  expect(created.status, created.text).toBe(201);
  const other = await login(email, 'secret-password');
  const supplier = await createSupplier(token);
  useLocalTable(cloud().dynamoEndpoint);
  const kit = await import('@bp/functions/adapters/dynamodb/kit/index.ts');
  const { handler } = await import('@bp/functions/jobs/sweep-submits.ts');
  const { lambdaContext } = await import('@bp/infra/local/lambda-context.ts');
  /** Every TransactWriteItems of this company's data (its keys start `C#<id>#`). */
  const ours = `"C#${companyId}#`;
  return {
    token,
    other,
    companyId,
    supplier,
    async armFault(fault) {
      const res = await fetch(faults(), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ command: 'TransactWrite', contains: ours, ...fault }),
      });
      expect(res.status).toBe(204);
    },
    async disarm() {
      const url = faults();
      url.searchParams.set('contains', ours);
      const res = await fetch(url, { method: 'DELETE' });
      expect(res.status).toBe(200);
      return ((await res.json()) as { seen: number }).seen;
    },
    queryItems: (partition) => kit.queryPartition({ partition, consistent: true }),
    sweep: (graceSeconds) => handler({ graceSeconds }, lambdaContext('sweep-submits')),
  };
};

export const statusOf = async (client: Client, op: string, id: number) =>
  (expectRoute(`${op}Get`, await client.get(id)) as { submission_status: Status }).submission_status;

export const linksOf = async (company: FrozenCompany, partition: string, submissionId: number) =>
  (await company.queryItems(partition)).filter((l) => l.submission_id === submissionId);

/**
 * Submits `body` with a fault at the `nth` transaction of the company, then checks that nothing
 * can change the submission while it is frozen: a row added, a row edited, the header, archive.
 * Answers the status it was left in.
 */
export const crashAndPoke = async (
  company: FrozenCompany,
  submission: { client: Client; op: string; label: string; id: number },
  body: Record<string, unknown>,
  fault: { nth: number; after: boolean },
  headerPatch: Record<string, unknown>,
) => {
  const { client, op, label, id } = submission;
  await company.armFault(fault);
  const crashed = await client.submit(body);
  expect(crashed.status, crashed.text).toBe(500);
  const status = await statusOf(client, op, id);
  if (status === 'created') return status;
  const message = status === 'submitting' ? FROZEN(label) : VERIFIED(label);
  expectMessage(await client.addRow(id, {}), 409, message);
  const rows = expectRoute<{ id: number }[]>(`${op}ListRows`, await client.rows(id));
  if (rows[0]) expectMessage(await client.patchRow(rows[0].id, { row_index: 99 }), 409, message);
  expectMessage(await client.patch(id, headerPatch), 409, message);
  expectMessage(await client.archive(id, true), 409, message);
  return status;
};

const sumOf = (qty: number[]) => Math.round(qty.reduce((s, q) => s + q * 1000, 0)) / 1000;

/**
 * A material's ledger, read once: every entry exists once, its stock and each lot's quantity
 * equal the sum of their entries. Answers the entries and lots for the caller's own checks.
 */
export const ledgerAgrees = async (token: string, materialId: number) => {
  const [entries, stock, lots] = await Promise.all([
    historyOf(token, materialId),
    stockOf(token, materialId),
    lotsOf(token, materialId),
  ]);
  expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  expect(stock).toBeCloseTo(sumOf(entries.map((e) => e.qty_delta)), 3);
  for (const lot of lots)
    expect(lot.quantity).toBeCloseTo(
      sumOf(entries.filter((e) => e.lot_id === lot.id).map((e) => e.qty_delta)),
      3,
    );
  return { entries, lots };
};

/** The entries of one submission among a material's ledger. */
export const entriesOfSubmission = <T extends { submission?: { submission_id: number } | null }>(
  entries: T[],
  submissionId: number,
) => entries.filter((e) => e.submission?.submission_id === submissionId);
