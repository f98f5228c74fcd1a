import { HeadObjectCommand } from '@aws-sdk/client-s3';
import middy from '@middy/core';
import { s3Client } from '../adapters/s3/client.ts';
import { pipelineLogger } from './pipeline-logger.ts';

export interface DescribeDocumentInput {
  bucket: string;
  key: string;
}

/** First pipeline step: confirms the upload exists and reports its size and type. */
const describeDocument = async (input: DescribeDocumentInput) => {
  const head = await s3Client.send(new HeadObjectCommand({ Bucket: input.bucket, Key: input.key }));
  return {
    bucket: input.bucket,
    key: input.key,
    size: head.ContentLength ?? 0,
    contentType: head.ContentType ?? null,
  };
};

export const handler = middy<DescribeDocumentInput, Awaited<ReturnType<typeof describeDocument>>>()
  .use(pipelineLogger('describe-document'))
  .handler(describeDocument);
