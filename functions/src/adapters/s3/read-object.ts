import { GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3';
import { bucketName, s3Client } from './client.ts';

/** An object of the uploads bucket with its content type, or null when it is not there. */
export const readObject = async (key: string): Promise<{ body: Buffer; contentType: string } | null> => {
  try {
    const out = await s3Client.send(new GetObjectCommand({ Bucket: bucketName(), Key: key }));
    const bytes = await out.Body?.transformToByteArray();
    if (!bytes) return null;
    return { body: Buffer.from(bytes), contentType: out.ContentType ?? 'application/octet-stream' };
  } catch (error) {
    if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
    throw error;
  }
};
