import middy from '@middy/core';
import { readObject } from '../adapters/s3/read-object.ts';
import { readDocumentLocally } from '../adapters/ocr/ocr-engine.ts';
import { readWithTextract } from '../adapters/textract/textract-reader.ts';
import { DocumentFailure, failureReasons } from '../core/documents/failure-reasons.ts';
import { layoutFromTextract } from '../core/documents/from-textract.ts';
import type { Layout } from '../core/documents/layout.ts';
import { sniffUploadType } from '../core/documents/sniff-type.ts';
import { compactLayout } from './compact-layout.ts';
import { pipelineLogger } from './pipeline-logger.ts';
import type { UploadRef } from './upload-ref.ts';

export interface ReadDocumentInput {
  upload: UploadRef;
}

/** Which engine reads: Textract on AWS (CDK sets DOCUMENT_READER=textract), the local engine otherwise. */
const reader = () => (process.env.DOCUMENT_READER === 'textract' ? 'textract' : 'local');

/**
 * Reads the upload into the layout (pages of lines and words with boxes and confidences). The
 * bytes decide the type, whatever the upload declared; both engines answer Textract's block
 * shape, so extraction never knows which one read.
 */
const readDocument = async ({ upload }: ReadDocumentInput): Promise<{ layout: Layout }> => {
  const object = await readObject(upload.key);
  if (!object) throw new DocumentFailure(failureReasons.missing);
  const type = sniffUploadType(object.body);
  if (!type) throw new DocumentFailure(failureReasons.unsupported);
  const blocks =
    reader() === 'textract'
      ? await readWithTextract({ bucket: upload.bucket, key: upload.key, bytes: object.body, type })
      : await readDocumentLocally(object.body);
  return { layout: compactLayout(layoutFromTextract(blocks)) };
};

export const handler = middy<ReadDocumentInput, { layout: Layout }>()
  .use(pipelineLogger('read-document'))
  .handler(readDocument);
