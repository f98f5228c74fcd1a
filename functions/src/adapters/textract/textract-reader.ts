import {
  AnalyzeDocumentCommand,
  type Block,
  GetDocumentAnalysisCommand,
  StartDocumentAnalysisCommand,
  TextractClient,
} from '@aws-sdk/client-textract';
import type { UploadContentType } from '@bp/shared/contracts/submissions/upload.ts';
import * as mupdf from 'mupdf';
import sharp from 'sharp';
import type { TextractBlock } from '../../core/documents/textract-blocks.ts';
import { UnreadableDocumentError } from '../ocr/ocr-engine.ts';

/** Throttling is retried by the pipeline's Retry (with backoff), not inside the step. */
const textract = new TextractClient({ maxAttempts: 1 });

/** What the reader needs of a Textract client (the tests answer with real recorded blocks). */
export type TextractSend = Pick<TextractClient, 'send'>;
const FEATURES = ['FORMS', 'TABLES'] as const;
export const POLL_MS = { value: 1_500 };

export interface TextractDocument {
  bucket: string;
  key: string;
  bytes: Uint8Array;
  type: UploadContentType;
}

/** Pages of a PDF (1 for anything mupdf cannot open: Textract then says what is wrong). */
export const pdfPageCount = (bytes: Uint8Array): number => {
  try {
    const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
    try {
      return doc.countPages();
    } finally {
      doc.destroy();
    }
  } catch {
    throw new UnreadableDocumentError('The PDF could not be opened');
  }
};

/** WebP and HEIC are not Textract formats: they go as PNG bytes. */
const asTextractImage = async (bytes: Uint8Array): Promise<Uint8Array> => {
  try {
    return await sharp(bytes, { failOn: 'error' }).rotate().png().toBuffer();
  } catch (e) {
    throw new UnreadableDocumentError(`The image could not be decoded: ${(e as Error).message}`);
  }
};

const analyzeOne = async (doc: TextractDocument, client: TextractSend): Promise<Block[]> => {
  const document =
    doc.type === 'image/webp' || doc.type === 'image/heic'
      ? { Bytes: await asTextractImage(doc.bytes) }
      : { S3Object: { Bucket: doc.bucket, Name: doc.key } };
  const out = await client.send(
    new AnalyzeDocumentCommand({ Document: document, FeatureTypes: [...FEATURES] }),
  );
  return out.Blocks ?? [];
};

/** The asynchronous API for PDFs of several pages: start, then page through the result. */
export const analyzeMany = async (doc: TextractDocument, client: TextractSend): Promise<Block[]> => {
  const started = await client.send(
    new StartDocumentAnalysisCommand({
      DocumentLocation: { S3Object: { Bucket: doc.bucket, Name: doc.key } },
      FeatureTypes: [...FEATURES],
    }),
  );
  const jobId = started.JobId as string;
  const blocks: Block[] = [];
  let next: string | undefined;
  for (;;) {
    const page = await client.send(new GetDocumentAnalysisCommand({ JobId: jobId, NextToken: next }));
    if (page.JobStatus === 'IN_PROGRESS') {
      await new Promise((r) => setTimeout(r, POLL_MS.value));
      continue;
    }
    if (page.JobStatus === 'FAILED')
      throw new UnreadableDocumentError(page.StatusMessage ?? 'Textract failed');
    blocks.push(...(page.Blocks ?? []));
    next = page.NextToken;
    if (!next) return blocks;
  }
};

/**
 * Reads a document with Amazon Textract (AnalyzeDocument, FORMS and TABLES): images and one-page
 * PDFs synchronously, longer PDFs with the asynchronous API. Answers Textract's own blocks,
 * which core/documents/from-textract.ts turns into the layout like every other reader's.
 */
export const readWithTextract = async (
  doc: TextractDocument,
  client: TextractSend = textract,
): Promise<TextractBlock[]> => {
  const many = doc.type === 'application/pdf' && pdfPageCount(doc.bytes) > 1;
  return (many ? await analyzeMany(doc, client) : await analyzeOne(doc, client)) as TextractBlock[];
};
