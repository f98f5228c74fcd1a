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

/**
 * The upload screen's PUT is given up after this long with nothing moving, and the file kept in
 * the outbox: long enough for a slow dock's Wi-Fi to move the next bytes, short enough that the
 * user is not left watching a bar that never moves.
 */
export const PUT_STALL_MS = 20_000;

/** The PUT got no answer: the network dropped (the screen keeps the file in the outbox). */
const interrupted = () => {
  const error = new Error('The upload was interrupted; check the connection and try again');
  error.name = 'NetworkError';
  return error;
};

/**
 * PUTs the file to its presigned URL with XMLHttpRequest, the one browser API that reports
 * upload progress (fetch does not). `onProgress` gets 0..1. `signal` gives the PUT up (the
 * outbox's time limit for a try, the screen's going offline). `stallMs`: given up when that long
 * passes with no byte sent or received, as on a Wi-Fi that still holds the connection but moves
 * nothing (the browser itself would wait minutes for its network stack to give up).
 */
export const putFile = (
  target: Pick<UploadUrlAnswer, 'upload_url' | 'headers'>,
  file: Blob,
  onProgress: (fraction: number) => void,
  options: { signal?: AbortSignal; stallMs?: number } = {},
) =>
  new Promise<void>((resolve, reject) => {
    const { signal, stallMs } = options;
    const xhr = new XMLHttpRequest();
    let stall: ReturnType<typeof setTimeout> | undefined;
    const moved = () => {
      clearTimeout(stall);
      if (stallMs !== undefined) stall = setTimeout(() => xhr.abort(), stallMs);
    };
    xhr.open('PUT', target.upload_url);
    for (const [header, value] of Object.entries(target.headers)) xhr.setRequestHeader(header, value);
    xhr.upload.onprogress = (e) => {
      moved();
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onprogress = moved;
    xhr.onloadend = () => clearTimeout(stall);
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new PutRefused(xhr.status));
    // Named so the screen can tell a dropped network (kept in the outbox) from a refusal.
    xhr.onerror = () => reject(interrupted());
    xhr.onabort = () => reject(interrupted());
    if (signal?.aborted) return reject(interrupted());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
    moved();
  });
