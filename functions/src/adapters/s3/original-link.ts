import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { FilePin } from '../../core/submissions/records.ts';
import { bucketName, s3Client } from './client.ts';
import { headObject } from './read-object.ts';

/** Long enough to start the download the link was asked for; a link copied later is dead. */
export const ORIGINAL_LINK_SECONDS = 60;

/** `attachment; filename="..."` with the name made header-safe (and its UTF-8 form for browsers). */
const disposition = (filename: string) =>
  `attachment; filename="${filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;

/**
 * A presigned GET for an original, so a 20 MB photo downloads straight from S3 instead of
 * through Lambda's 6 MB answer. The pinned version where S3 keeps versions; without versions
 * (the local S3 server) the current object, and only while its ETag is still the pinned one.
 */
export const originalLink = async (
  key: string,
  pin: FilePin | null,
  filename: string,
): Promise<{ url: string; expiresIn: number } | 'replaced' | null> => {
  const current = await headObject(key, pin?.versionId);
  if (!current) return null;
  if (pin && !pin.versionId && current.etag !== pin.etag) return 'replaced';
  const command = new GetObjectCommand({
    Bucket: bucketName(),
    Key: key,
    VersionId: pin?.versionId ?? undefined,
    ResponseContentDisposition: disposition(filename),
  });
  const url = await getSignedUrl(s3Client, command, { expiresIn: ORIGINAL_LINK_SECONDS });
  return { url, expiresIn: ORIGINAL_LINK_SECONDS };
};
