import { submissionKindSpecs } from '../../../shared/src/contracts/submissions/kinds.ts';

export type UploadKind = (typeof submissionKindSpecs)[number]['kind'];

/** Each kind's API path, as the spec names it. */
export const KIND_BASES = Object.fromEntries(submissionKindSpecs.map((s) => [s.kind, s.basePath])) as Record<
  UploadKind,
  string
>;

type Call = (method: string, path: string, json?: unknown) => Promise<Record<string, unknown>>;

/**
 * One page through the upload flow, as a phone sends it: upload-url, the presigned PUT, then
 * polling the submission (every 100 ms) until the pipeline has left `pending`. Answers the
 * submission's id, its status and the time from the first call.
 */
export async function uploadPage(call: Call, kind: UploadKind, image: Buffer) {
  const base = KIND_BASES[kind];
  const started = performance.now();
  const target = (await call('POST', `${base}/upload-url`, {
    filename: 'page.jpg',
    content_type: 'image/jpeg',
    size: image.length,
  })) as { submission_id: number; upload_url: string; headers: Record<string, string> };
  const put = await fetch(target.upload_url, {
    method: 'PUT',
    headers: target.headers,
    body: new Uint8Array(image),
  });
  if (!put.ok) throw new Error(`upload PUT: ${put.status}`);
  for (;;) {
    const s = await call('GET', `${base}/${target.submission_id}`);
    if (s.submission_status !== 'pending')
      return {
        id: target.submission_id,
        ms: performance.now() - started,
        status: s.submission_status as string,
        submission: s,
      };
    await new Promise((r) => setTimeout(r, 100));
  }
}
