import { badRequest } from './errors.ts';

/**
 * The file of a multipart/form-data body's field, read with the platform's own parser (undici's
 * FormData, the one `fetch` uses). Null when the field is missing or not a file.
 */
export const multipartFile = async (
  raw: Buffer,
  contentType: string,
  field: string,
): Promise<{ name: string; bytes: Uint8Array } | null> => {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw badRequest('The body is not valid multipart/form-data');
  }
  // Several files under the field: the first is used (spec 001: several allowed, only the first used).
  const value = form.getAll(field).find((v) => typeof v !== 'string');
  if (!value) return null;
  return { name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) };
};
