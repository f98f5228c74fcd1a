import { PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { UploadStore } from '../../core/submissions/uploads.ts';
import { bucketName, s3Client } from './client.ts';

/** S3's refusal of a write-once PUT over an object that exists. */
const isPreconditionFailed = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'PreconditionFailed' || e?.$metadata?.httpStatusCode === 412;
};

/**
 * Uploads to the documents bucket. A presigned PUT signs the key, the content type, the length
 * and `If-None-Match: *`, so the URL writes one object of the declared type and size, once: S3
 * refuses (412) a second PUT over an original that exists. The pipeline checks type and size
 * again from the stored object, and pins the version it read (docs/documents.md, "Originals").
 */
export const uploadStore: UploadStore = {
  presignPut: async (key, contentType, size, seconds) => {
    const command = new PutObjectCommand({
      Bucket: bucketName(),
      Key: key,
      ContentType: contentType,
      ContentLength: size,
      IfNoneMatch: '*',
    });
    const url = await getSignedUrl(s3Client, command, {
      expiresIn: seconds,
      signableHeaders: new Set(['content-type', 'content-length', 'if-none-match']),
    });
    return { url, headers: { 'Content-Type': contentType, 'If-None-Match': '*' } };
  },
  store: async (key, body, contentType) => {
    try {
      await s3Client.send(
        new PutObjectCommand({
          Bucket: bucketName(),
          Key: key,
          Body: body,
          ContentType: contentType,
          IfNoneMatch: '*',
        }),
      );
      return 'stored';
    } catch (error) {
      if (isPreconditionFailed(error)) return 'exists';
      throw error;
    }
  },
};
