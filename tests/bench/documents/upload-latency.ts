import { percentile } from './report.ts';
import { uploadPage, type UploadKind } from './upload-page.ts';
import { startLocalCloudProcess } from '../../support/local-cloud-process.ts';

export interface LatencyPage {
  kind: UploadKind;
  image: Buffer;
}

/**
 * Upload-to-transcribed on the local cloud, as a phone sees it (upload-page.ts). Pages go
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
    const one = (page: LatencyPage) => uploadPage(call, page.kind, page.image);
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
