import { z } from 'zod';
import { SUBMISSION_STATUSES, SUBMISSION_TYPES } from './common.ts';

/**
 * The same document twice (issue 20): an upload of a file the company already uploaded (same
 * bytes: SHA-256), or a submit that would post what an earlier verified submission posted (same
 * supplier or customer, dates, materials, lots and quantities), is refused with 409 and this
 * body, naming the earlier submission, unless the request confirms (`confirm: true`).
 */
export const DUPLICATE_REASONS = ['same_file', 'same_content'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

export const duplicateMessages = {
  sameFile: (label: string, id: number) =>
    `This file was already uploaded as ${label} submission ${id}; send confirm: true to upload it again`,
  sameContent: (label: string, id: number) =>
    `${label.charAt(0).toUpperCase()}${label.slice(1)} submission ${id} already posted the same document ` +
    '(same parties, dates, lots and quantities); send confirm_duplicate: true to post it again',
} as const;

export const duplicateOf = z.object({
  id: z.number().int(),
  submission_type: z.enum(SUBMISSION_TYPES),
  submission_status: z.enum(SUBMISSION_STATUSES),
  created_at: z.string(),
  submitted_at: z.string().nullable(),
  filename: z.string().nullable(),
});
export type DuplicateOf = z.infer<typeof duplicateOf>;

export const duplicateAnswer = z
  .object({ message: z.string(), reason: z.enum(DUPLICATE_REASONS), duplicate_of: duplicateOf })
  .meta({ id: 'DuplicateDocument' });
export type DuplicateAnswer = z.infer<typeof duplicateAnswer>;

/** A file's SHA-256 as the client computed it (lower-case hex). */
export const sha256Hex = z
  .string()
  .regex(/^[0-9a-fA-F]{64}$/, { message: 'sha256 must be the file’s SHA-256 in hexadecimal (64 characters)' })
  .transform((s) => s.toLowerCase());
