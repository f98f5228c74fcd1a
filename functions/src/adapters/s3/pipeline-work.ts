import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { bucketName, s3Client } from './client.ts';

/**
 * The pipeline's working objects (layout, draft) as JSON under PIPELINE_WORK_PREFIX: the state
 * machine carries their keys, not them.
 */
export const pipelineWork = {
  put: async (key: string, value: unknown): Promise<string> => {
    await s3Client.send(
      new PutObjectCommand({
        Bucket: bucketName(),
        Key: key,
        Body: JSON.stringify(value),
        ContentType: 'application/json',
      }),
    );
    return key;
  },
  get: async <T>(key: string): Promise<T> => {
    const out = await s3Client.send(new GetObjectCommand({ Bucket: bucketName(), Key: key }));
    return JSON.parse((await out.Body?.transformToString('utf8')) ?? 'null') as T;
  },
};
