import { percentile } from './report.ts';
import { startLocalCloudProcess } from '../../support/local-cloud-process.ts';

const BASES = {
  goods_receipt: '/api/goods-receipts',
  production: '/api/production',
  shipment: '/api/shipments',
} as const;

export interface LatencyPage {
  kind: keyof typeof BASES;
  image: Buffer;
}

/**
 * Upload-to-transcribed on the local cloud, as a phone sees it: upload-url, the presigned PUT,
 * then polling the submission (every 100 ms) until the pipeline has saved its rows. Pages go
 * one at a time, so each measures the pipeline alone. The cloud runs in its own process with a
 * warm engine (one page is read first, not counted).
 */
export async function uploadToTranscribedMs(pages: readonly LatencyPage[]) {
  const cloud = await startLocalCloudProcess();
  try {
    const login = await fetch(new URL('/api/auth/login', cloud.apiUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: cloud.demo.email, password: cloud.demo.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const call = async (method: string, path: string, json?: unknown) => {
      const res = await fetch(new URL(path, cloud.apiUrl), {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      return (await res.json()) as Record<string, unknown>;
    };
    const one = async (page: LatencyPage) => {
      const base = BASES[page.kind];
      const started = performance.now();
      const target = (await call('POST', `${base}/upload-url`, {
        filename: 'page.jpg',
        content_type: 'image/jpeg',
        size: page.image.length,
      })) as { submission_id: number; upload_url: string; headers: Record<string, string> };
      await fetch(target.upload_url, {
        method: 'PUT',
        headers: target.headers,
        body: new Uint8Array(page.image),
      });
      for (;;) {
        const s = await call('GET', `${base}/${target.submission_id}`);
        if (s.submission_status !== 'pending')
          return { ms: performance.now() - started, status: s.submission_status };
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    if (pages[0]) await one(pages[0]); // warms the engine in the cloud's process
    const results = [];
    for (const page of pages) results.push(await one(page));
    const ms = results.map((r) => r.ms);
    return {
      count: results.length,
      transcribed: results.filter((r) => r.status === 'transcribed').length,
      p50: percentile(ms, 50),
      p95: percentile(ms, 95),
    };
  } finally {
    await cloud.stop();
  }
}
