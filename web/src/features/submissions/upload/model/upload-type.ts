import { UPLOAD_CONTENT_TYPES, type UploadContentType } from '@bp/shared/contracts/submissions/upload.ts';

const BY_EXTENSION: Record<string, UploadContentType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heic',
  pdf: 'application/pdf',
};

/**
 * The content type to declare for a chosen file: the browser's, or from the name when the
 * browser has none (HEIC photos outside Safari). Null for anything the upload does not take.
 */
export const uploadTypeOf = (file: Pick<File, 'name' | 'type'>): UploadContentType | null => {
  const declared = file.type.toLowerCase() === 'image/heif' ? 'image/heic' : file.type.toLowerCase();
  if ((UPLOAD_CONTENT_TYPES as readonly string[]).includes(declared)) return declared as UploadContentType;
  if (declared) return null;
  return BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? null;
};
