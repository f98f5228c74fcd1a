/**
 * A document no engine can read (not an image or a PDF, a broken file): the pipeline fails it
 * with its reason (core/documents/failure-reasons.ts maps the name). In a module of its own so
 * that a process that only names it (the Textract reader, the OCR process's client) does not
 * load the OCR stack.
 */
export class UnreadableDocumentError extends Error {
  override name = 'UnreadableDocumentError';
}
