import { z } from 'zod';
import { sha256Hex } from './duplicates.ts';

/** What an upload may be: the types a phone camera or a scanner produces (issue 12). */
export const UPLOAD_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'application/pdf',
] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** A presigned upload may be this large; the multipart route is bound by API Gateway's payload limit. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** A Lambda request is at most 6 MB and a binary body arrives base64 (4/3 larger): 4 MB fits with the envelope. */
export const MAX_MULTIPART_BYTES = 4 * 1024 * 1024;
/**
 * A presigned PUT must start within this many seconds (S3 checks the expiry when the request
 * starts, so a slow 20 MB upload still completes): the app asks for it right before sending.
 */
export const UPLOAD_URL_SECONDS = 60;

export const uploadMessages = {
  unsupportedType: 'Upload a JPEG, PNG, WebP or HEIC photo or a PDF',
  tooLarge: `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`,
  tooLargeForForm: 'The file is too large to send this way; upload it with an upload URL (at most 20 MB)',
  fileRequired: 'Choose a file to upload (form field file)',
  emptyFile: 'The file is empty',
  notAnUpload: 'This submission was entered manually; it takes no file',
  archivedUpload: 'This upload was archived; upload the file again as a new document',
} as const;

export const uploadUrlBody = z.object(
  {
    filename: z
      .string({ message: 'filename is required' })
      .trim()
      .min(1, { message: 'filename is required' })
      .max(200, { message: 'filename may have at most 200 characters' }),
    content_type: z.enum(UPLOAD_CONTENT_TYPES, { message: uploadMessages.unsupportedType }),
    size: z
      .number({ message: 'size must be the file size in bytes' })
      .int({ message: 'size must be the file size in bytes' })
      .min(1, { message: uploadMessages.emptyFile })
      .max(MAX_UPLOAD_BYTES, { message: uploadMessages.tooLarge }),
    /** The file's SHA-256: a file the company already uploaded is refused (409) unless confirmed. */
    sha256: sha256Hex.optional(),
    /** Upload it even though the same file was uploaded before. */
    confirm: z.boolean({ message: 'confirm must be true or false' }).optional(),
  },
  { message: 'The body must be a JSON object' },
);
export type UploadUrlBody = z.output<typeof uploadUrlBody>;

export const uploadUrlAnswer = z.object({
  id: z.number().int(),
  submission_id: z.number().int(),
  /** PUT the file here with exactly these headers, before `expires_in` seconds pass. */
  upload_url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expires_in: z.number().int(),
});
export type UploadUrlAnswer = z.infer<typeof uploadUrlAnswer>;

/** The multipart route's body: one form field `file` (the bytes are read from the raw body). */
export const uploadDocumentBody = z.unknown();

export const uploadDocumentAnswer = z.object({ id: z.number().int(), submission_id: z.number().int() });

/** The file of an upload whose PUT dropped, sent into its submission: stored now, or already there. */
export const uploadFileAnswer = z.object({
  id: z.number().int(),
  submission_id: z.number().int(),
  file: z.enum(['stored', 'arrived']),
});
