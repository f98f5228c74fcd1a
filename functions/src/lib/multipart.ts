import { badRequest } from './errors.ts';

/**
 * A multipart/form-data body read with the platform's own parser (undici's FormData, the one
 * `fetch` uses): a field's file (null when missing or not a file) and a field's text.
 */
export interface MultipartForm {
  file(field: string): Promise<{ name: string; bytes: Uint8Array } | null>;
  /** The first text value of the field, or null. */
  text(field: string): string | null;
}

export const multipartForm = async (raw: Buffer, contentType: string): Promise<MultipartForm> => {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw badRequest('The body is not valid multipart/form-data');
  }
  return {
    file: async (field) => {
      // Several files under the field: the first is used (spec 001: several allowed, only the first used).
      const value = form.getAll(field).find((v) => typeof v !== 'string');
      if (!value) return null;
      return { name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) };
    },
    text: (field) => {
      const value = form.getAll(field).find((v) => typeof v === 'string');
      return typeof value === 'string' ? value : null;
    },
  };
};
