import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { bucketName, s3Client } from './client.ts';

/**
 * Whether an object is stored at an upload's key (the upload sweep leaves an arrived file to the
 * pipeline). Its own module, so only the sweep's function calls HeadObject: S3 answers a missing
 * key 404 only to a caller who may list the bucket, which the sweep's role may (403 otherwise).
 */
export const uploadExists = async (key: string): Promise<boolean> => {
  try {
    await s3Client.send(new HeadObjectCommand({ Bucket: bucketName(), Key: key }));
    return true;
  } catch (error) {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    if (e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404) return false;
    throw error;
  }
};
