import sharp from 'sharp';
import { expect } from 'vitest';
import { generateDocument } from '../../bench/documents/generate.ts';
import { FONTS } from '../../bench/documents/fonts.ts';
import { api, apiUrl } from '../support/api.ts';
import { expectRoute } from './support.ts';

/** A printed receiving log photographed on a phone (the bench's generator, seeded). */
export const receivingLogPhoto = async (seed = 1) =>
  (await generateDocument(seed, 'goods_receipt', FONTS[0]!)).image;

export interface UploadUrl {
  submission_id: number;
  upload_url: string;
  headers: Record<string, string>;
}

export const requestUploadUrl = async (token: string, base: string, json: unknown) =>
  api<UploadUrl & { message?: string }>('POST', `${base}/upload-url`, { token, json });

/** A blank page: the pipeline finds nothing on it and ends it failed, quickly. */
export const blankPage = (format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: '#ffffff' } })
    .toFormat(format)
    .toBuffer();

/** A goods receipt's upload-url for a PNG of `size` bytes, checked against the route's contract. */
export const pngUploadUrl = async (token: string, filename: string, size: number) =>
  expectRoute<UploadUrl>(
    'goodsReceiptUploadUrl',
    await requestUploadUrl(token, '/api/goods-receipts', { filename, content_type: 'image/png', size }),
  );

export const putPresigned = (target: UploadUrl, bytes: Buffer) =>
  fetch(target.upload_url, { method: 'PUT', headers: target.headers, body: new Uint8Array(bytes) });

export const multipart = (name: string, bytes: Uint8Array, type: string, field = 'file') => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
};

/** Polls the submission until the pipeline is done with it (not pending). */
export const settled = async (token: string, base: string, id: number, timeoutMs = 150_000) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await api<Record<string, unknown>>('GET', `${base}/${id}`, { token });
    expect(res.status, res.text).toBe(200);
    if (res.body.submission_status !== 'pending') return res.body;
    if (Date.now() > until) throw new Error(`submission ${id} still pending after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 300));
  }
};

const arm = async (path: string, plan: Record<string, unknown>) => {
  const res = await fetch(new URL(path, apiUrl()), { method: 'POST', body: JSON.stringify(plan) });
  expect(res.status, await res.text()).toBe(204);
};

/** The local cloud's pipeline faults (infra/local/pipeline-faults.ts), for the next upload whose key contains `contains`. */
export const armPipelineFault = (plan: {
  contains: string;
  executions?: number;
  timeoutSeconds?: number;
  hangState?: string;
  functionTimeoutSeconds?: number;
}) => arm('/__local/faults/pipeline', plan);

/** A DynamoDB fault in the functions' client (functions/src/adapters/dynamodb/kit/fault-injection.ts). */
export const armDynamoFault = (plan: {
  command: string;
  contains: string;
  nth: number;
  after?: boolean;
  /** DynamoDB's error of this name instead of InjectedFault (e.g. a throttled read). */
  error?: string;
}) => arm('/__local/faults/dynamodb', plan);

/** Disarms the DynamoDB faults with `contains`; answers the matching calls they counted. */
export const disarmDynamoFaults = async (contains: string) => {
  const url = new URL(`/__local/faults/dynamodb?contains=${encodeURIComponent(contains)}`, apiUrl());
  const res = await fetch(url, { method: 'DELETE' });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { seen: number }).seen;
};

/**
 * The local scheduler's run of the upload sweep, as its own function (its synthesized role),
 * scaled down: an upload is swept as soon as it waits (in AWS: the URL's 60 s plus 5 minutes).
 */
export const sweepUploads = async () => {
  const res = await fetch(new URL('/__local/schedules/sweep-uploads', apiUrl()), {
    method: 'POST',
    body: JSON.stringify({ afterSeconds: 0 }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { seen: number; failed: number; errors: number };
};
