import type { Context } from 'aws-lambda';
import { DocumentFailure, failureReasons, MAX_DOCUMENT_PAGES } from '../core/documents/failure-reasons.ts';
import { sniffUploadType } from '../core/documents/sniff-type.ts';
import { documentReaders as readers } from '../wiring/document-readers.ts';
import { pipelinePorts } from '../wiring/pipeline.ts';
import { keepLayout } from './keep-layout.ts';
import { type PipelineState, pipelineState } from './pipeline-state.ts';
import { pipelineStep } from './pipeline-step.ts';

const { originals } = pipelinePorts;

/**
 * Reads the pinned version of the upload into the layout (pages of lines and words with boxes
 * and confidences). The bytes decide the type, whatever the upload declared; a PDF past the
 * page cap fails with a reason that says so. Both engines answer Textract's block shape, so
 * extraction never knows which one read. A PDF of several pages on Textract starts an
 * asynchronous job: the state machine waits and looks (CheckText) until its layout is kept.
 */
const readDocument = async (state: PipelineState, context: Context | undefined): Promise<PipelineState> => {
  const upload = state.upload;
  if (!upload) throw new Error('ReadDocument needs the loaded upload');
  const object = await originals.read(upload.key, upload.versionId);
  if (!object) throw new DocumentFailure(failureReasons.missing);
  if (object.etag !== upload.etag) throw new DocumentFailure(failureReasons.replaced);
  const type = sniffUploadType(object.body);
  if (!type) throw new DocumentFailure(failureReasons.unsupported);
  const pages = type === 'application/pdf' ? readers.pdfPageCount(object.body) : 1;
  if (pages > MAX_DOCUMENT_PAGES) throw new DocumentFailure(failureReasons.tooManyPages);
  if (readers.engine() === 'local') {
    const deadline = context ? Date.now() + context.getRemainingTimeInMillis() : undefined;
    return keepLayout(state, upload, await readers.local(object.body, deadline));
  }
  const doc = {
    bucket: upload.bucket,
    key: upload.key,
    versionId: upload.versionId,
    bytes: object.body,
    type,
  };
  if (pages > 1) return { ...state, textract: { jobId: await readers.startTextDetection(doc), rounds: 0 } };
  return keepLayout(state, upload, await readers.detectText(doc));
};

export const handler = pipelineStep('read-document', pipelineState, readDocument);
