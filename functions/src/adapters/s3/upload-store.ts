import { PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { UploadStore } from '../../core/submissions/uploads.ts';
import { bucketName, s3Client } from './client.ts';

/**
 * Uploads to the documents bucket. A presigned PUT signs the key, the content type and the
 * length, so the URL writes one object of the declared type and size and nothing else; the
 * pipeline checks type and size again from the stored object (S3-compatible local servers do
 * not enforce every signed header).
 */
export const uploadStore: UploadStore = {
  presignPut: async (key, contentType, size, seconds) => {
    const command = new PutObjectCommand({
      Bucket: bucketName(),
      Key: key,
      ContentType: contentType,
      ContentLength: size,
    });
    const url = await getSignedUrl(s3Client, command, {
      expiresIn: seconds,
      signableHeaders: new Set(['content-type', 'content-length']),
    });
    return { url, headers: { 'Content-Type': contentType } };
  },
  store: async (key, body, contentType) => {
    await s3Client.send(
      new PutObjectCommand({ Bucket: bucketName(), Key: key, Body: body, ContentType: contentType }),
    );
  },
};
