import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { bucketName, s3Client } from './client.ts';

export const bucketStatus = async (): Promise<{ name: string; ok: boolean; detail?: string }> => {
  const name = bucketName();
  try {
    await s3Client.send(new HeadBucketCommand({ Bucket: name }));
    return { name, ok: true };
  } catch (error) {
    return { name, ok: false, detail: (error as Error).name };
  }
};
