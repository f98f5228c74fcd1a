import { PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { UploadStore } from '../../core/submissions/uploads.ts';
import { bucketName, s3Client } from './client.ts';

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
    await s3Client.send(
      new PutObjectCommand({
        Bucket: bucketName(),
        Key: key,
        Body: body,
        ContentType: contentType,
        IfNoneMatch: '*',
      }),
    );
  },
};
