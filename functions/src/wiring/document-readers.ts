import { readDocumentInChildProcess } from '../adapters/ocr/ocr-child-process.ts';
import { readDocumentLocally } from '../adapters/ocr/ocr-engine.ts';
import {
  detectText,
  pdfPageCount,
  startTextDetection,
  textDetectionResult,
} from '../adapters/textract/textract-reader.ts';

/**
 * The reading steps' engines (ReadDocument, CheckText): kept apart from wiring/pipeline.ts so
 * the other steps' bundles do not carry the OCR stack (those two run in the reader image).
 */
export const documentReaders = {
  /** Textract on AWS (CDK sets DOCUMENT_READER=textract), the local engine otherwise. */
  engine: (): 'textract' | 'local' => (process.env.DOCUMENT_READER === 'textract' ? 'textract' : 'local'),
  /**
   * The local engine: in this process, or (OCR_PROCESS=child, as the local cloud sets it) in a
   * process of its own at a lower priority, as Textract reads on other machines than the API's.
   */
  local: (bytes: Uint8Array) =>
    process.env.OCR_PROCESS === 'child' ? readDocumentInChildProcess(bytes) : readDocumentLocally(bytes),
  detectText,
  startTextDetection,
  textDetectionResult,
  pdfPageCount,
};
