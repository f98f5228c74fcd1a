import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { bucketName, s3Client } from './client.ts';

export interface ObjectVersion {
  size: number;
  etag: string;
  /** S3's version id; null where the store keeps no versions (the local S3 server). */
  versionId: string | null;
}

const notFound = (error: unknown) => {
  const name = (error as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound' || name === 'NoSuchVersion';
};

/**
 * S3 answers a HEAD of a missing key 403, not 404, to a caller who may read the key but not list
 * the bucket (the submission areas: GetObject under uploads/, no ListBucket, which would show
 * every company's keys). A HEAD answer has no body, so the 403 comes without an error code.
 */
const hiddenMissing = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 403;

/**
 * An object's size, ETag and version (the given version, else the current one), null when absent:
 * an original whose upload never arrived is absent, not an error.
 */
export const headObject = async (key: string, versionId?: string | null): Promise<ObjectVersion | null> => {
  try {
    const out = await s3Client.send(
      new HeadObjectCommand({ Bucket: bucketName(), Key: key, VersionId: versionId ?? undefined }),
    );
    return { size: out.ContentLength ?? 0, etag: out.ETag ?? '', versionId: out.VersionId ?? null };
  } catch (error) {
    if (notFound(error) || hiddenMissing(error)) return null;
    throw error;
  }
};

/**
 * An object of the documents bucket with its content type and ETag, or null when it is not
 * there; a given version is read as that version.
 */
export const readObject = async (
  key: string,
  versionId?: string | null,
): Promise<{ body: Buffer; contentType: string; etag: string } | null> => {
  try {
    const out = await s3Client.send(
      new GetObjectCommand({ Bucket: bucketName(), Key: key, VersionId: versionId ?? undefined }),
    );
    const bytes = await out.Body?.transformToByteArray();
    if (!bytes) return null;
    return {
      body: Buffer.from(bytes),
      contentType: out.ContentType ?? 'application/octet-stream',
      etag: out.ETag ?? '',
    };
  } catch (error) {
    if (notFound(error)) return null;
    throw error;
  }
};
