import { expect } from 'vitest';
import { generateDocument } from '../../bench/documents/generate.ts';
import { FONTS } from '../../bench/documents/fonts.ts';
import { api } from '../support/api.ts';

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

/** PUT to the presigned URL as a browser does: only the headers the answer names. */
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
