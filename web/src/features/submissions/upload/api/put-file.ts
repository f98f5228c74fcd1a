import type { UploadUrlAnswer } from '@bp/shared/contracts/submissions/upload.ts';

/**
 * PUTs the file to its presigned URL with XMLHttpRequest, the one browser API that reports
 * upload progress (fetch does not). `onProgress` gets 0..1.
 */
export const putFile = (target: UploadUrlAnswer, file: Blob, onProgress: (fraction: number) => void) =>
  new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', target.upload_url);
    for (const [header, value] of Object.entries(target.headers)) xhr.setRequestHeader(header, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new Error(`Upload failed with status ${xhr.status}`));
    xhr.onerror = () => {
      // Named so the screen can tell a dropped network (kept in the outbox) from a refusal.
      const error = new Error('The upload was interrupted; check the connection and try again');
      error.name = 'NetworkError';
      reject(error);
    };
    xhr.send(file);
  });
