import type { UploadUrlAnswer } from '@bp/shared/contracts/submissions/upload.ts';
import { PUT_STALL_MS, putFile } from './put-file.ts';

/**
 * The upload screen's PUT: given up as soon as the device says it went offline, or when nothing
 * has moved for PUT_STALL_MS. A PUT already under way is not stopped by the network going away
 * (the browser waits on its connection), so without this a photo taken on a dock whose Wi-Fi
 * dropped mid-upload showed its progress bar for minutes instead of being kept in the outbox.
 */
export const putWhileOnline = async (
  target: Pick<UploadUrlAnswer, 'upload_url' | 'headers'>,
  file: Blob,
  onProgress: (fraction: number) => void,
) => {
  const controller = new AbortController();
  const offline = () => controller.abort();
  window.addEventListener('offline', offline);
  try {
    await putFile(target, file, onProgress, { signal: controller.signal, stallMs: PUT_STALL_MS });
  } finally {
    window.removeEventListener('offline', offline);
  }
};
