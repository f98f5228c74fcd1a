import { GetObjectCommand } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { type Readable, Transform } from 'node:stream';
import { bucketName, s3Client } from './client.ts';

export interface StoredExport {
  /** A presigned GET of the object (SigV4, signed by this function's credentials). */
  url: string;
  bytes: number;
}

const attachment = (filename: string) => `attachment; filename="${filename.replace(/["\\\r\n]/g, '_')}"`;

/**
 * Generated files under the exports prefix (docs/trace.md): `body` is streamed to the bucket in
 * parts (lib-storage's multipart upload; one PutObject when it is small), so a year's export never
 * has to fit a function's answer or memory, and the answer is a presigned GET that downloads it
 * under its file name. The bucket's lifecycle rule deletes exports after a day.
 */
export const storeExport = async (
  key: string,
  body: Readable,
  contentType: string,
  filename: string,
  expiresInSeconds: number,
): Promise<StoredExport> => {
  let bytes = 0;
  const counted = body.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done(null, chunk);
      },
    }),
  );
  body.on('error', (error) => counted.destroy(error));
  await new Upload({
    client: s3Client,
    params: {
      Bucket: bucketName(),
      Key: key,
      Body: counted,
      ContentType: contentType,
      ContentDisposition: attachment(filename),
    },
  }).done();
  const url = await getSignedUrl(
    s3Client,
    new GetObjectCommand({
      Bucket: bucketName(),
      Key: key,
      ResponseContentDisposition: attachment(filename),
      ResponseContentType: contentType,
    }),
    { expiresIn: expiresInSeconds },
  );
  return { url, bytes };
};
