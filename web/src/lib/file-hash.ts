/**
 * A file's SHA-256 in hexadecimal, sent with upload-url so the server can tell the same photo
 * uploaded twice (issue 20). Null where the browser has no Web Crypto (an insecure origin): the
 * upload then goes ahead unchecked rather than not at all.
 */
export async function fileSha256(file: Blob): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
