import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
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
 * has to fit a function's answer or memory. Answers the bytes written. The bucket's lifecycle rule
 * deletes exports after a day.
 */
export const uploadExport = async (
  key: string,
  body: Readable,
  contentType: string,
  filename: string,
): Promise<number> => {
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
  return bytes;
};

/** A presigned GET that downloads a stored export under its file name. */
export const presignExport = (
  key: string,
  contentType: string,
  filename: string,
  expiresInSeconds: number,
): Promise<string> =>
  getSignedUrl(
    s3Client,
    new GetObjectCommand({
      Bucket: bucketName(),
      Key: key,
      ResponseContentDisposition: attachment(filename),
      ResponseContentType: contentType,
    }),
    { expiresIn: expiresInSeconds },
  );

/** Writes a file and answers its presigned GET (the export that answers at once). */
export const storeExport = async (
  key: string,
  body: Readable,
  contentType: string,
  filename: string,
  expiresInSeconds: number,
): Promise<StoredExport> => {
  const bytes = await uploadExport(key, body, contentType, filename);
  return { url: await presignExport(key, contentType, filename, expiresInSeconds), bytes };
};

/**
 * An asynchronous export's request: a small JSON object whose creation starts the worker (the
 * export itself is stored in the table; this copy is the trigger and a record of what was asked).
 */
export const putExportRequest = async (key: string, request: unknown): Promise<void> => {
  await s3Client.send(
    new PutObjectCommand({
      Bucket: bucketName(),
      Key: key,
      Body: JSON.stringify(request),
      ContentType: 'application/json',
    }),
  );
};
