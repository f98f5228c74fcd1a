import { readDocumentInChildProcess } from '../adapters/ocr/ocr-child-process.ts';
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
   * process of its own at a lower priority, as Textract reads on other machines than the API's,
   * where a read its invocation no longer waits for (past `deadline`) is not started.
   */
  local: async (bytes: Uint8Array, deadline?: number) =>
    process.env.OCR_PROCESS === 'child'
      ? readDocumentInChildProcess(bytes, deadline)
      : // Loaded on first use: the process that hands reading to the OCR process never loads it.
        (await import('../adapters/ocr/ocr-engine.ts')).readDocumentLocally(bytes),
  detectText,
  startTextDetection,
  textDetectionResult,
  pdfPageCount,
};
