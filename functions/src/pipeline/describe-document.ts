import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from '../adapters/s3/client.ts';

export interface DescribeDocumentInput {
  bucket: string;
  key: string;
}

/** First pipeline step: confirms the upload exists and reports its size and type. */
export const handler = async (input: DescribeDocumentInput) => {
  const head = await s3Client.send(new HeadObjectCommand({ Bucket: input.bucket, Key: input.key }));
  return {
    bucket: input.bucket,
    key: input.key,
    size: head.ContentLength ?? 0,
    contentType: head.ContentType ?? null,
  };
};
