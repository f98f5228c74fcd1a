import type { DownloadedFile } from './http.ts';

/** Hands a downloaded blob to the browser as a file save. */
export const saveFile = ({ blob, filename }: DownloadedFile, fallbackName = 'download'): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
