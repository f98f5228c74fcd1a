import { request } from 'node:http';
import { apiUrl } from './api.ts';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw GET that keeps the body as sent, compressed or not (fetch would decode it). */
export const rawGet = (path: string, headers: Record<string, string>) =>
  new Promise<RawAnswer>((resolve, reject) => {
    const req = request(new URL(path, apiUrl()), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
