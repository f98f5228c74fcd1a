import type { UploadContentType } from '@bp/shared/contracts/submissions/upload.ts';

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** HEIF brands a phone's HEIC photo carries in its `ftyp` box. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/**
 * The upload type the file's first bytes show, or null for anything else. The bytes decide, not
 * the name or the type a client declares: a renamed text file is not a photo.
 */
export const sniffUploadType = (bytes: Uint8Array): UploadContentType | null => {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(bytes, 8, 12))) return 'image/heic';
  // A PDF's header may follow a little junk (the format allows it within the first 1024 bytes).
  if (ascii(bytes, 0, Math.min(bytes.length, 1024)).includes('%PDF-')) return 'application/pdf';
  return null;
};
