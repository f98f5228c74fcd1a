import type { UploadUrlAnswer } from '@bp/shared/contracts/submissions/upload.ts';

/** The storage answered the PUT with a refusal; 412 means a file is there already (write-once). */
export class PutRefused extends Error {
  readonly status: number;

  constructor(status: number) {
    super(`Upload failed with status ${status}`);
    this.name = 'PutRefused';
    this.status = status;
  }
}

/** The PUT got no answer: the network dropped (the screen keeps the file in the outbox). */
const interrupted = () => {
  const error = new Error('The upload was interrupted; check the connection and try again');
  error.name = 'NetworkError';
  return error;
};

/**
 * PUTs the file to its presigned URL with XMLHttpRequest, the one browser API that reports
 * upload progress (fetch does not). `onProgress` gets 0..1. `signal` gives the PUT up (the
 * outbox's time limit for a try).
 */
export const putFile = (
  target: Pick<UploadUrlAnswer, 'upload_url' | 'headers'>,
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) =>
  new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', target.upload_url);
    for (const [header, value] of Object.entries(target.headers)) xhr.setRequestHeader(header, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new PutRefused(xhr.status));
    // Named so the screen can tell a dropped network (kept in the outbox) from a refusal.
    xhr.onerror = () => reject(interrupted());
    xhr.onabort = () => reject(interrupted());
    if (signal?.aborted) return reject(interrupted());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
