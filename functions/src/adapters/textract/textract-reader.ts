import {
  type Block,
  DetectDocumentTextCommand,
  GetDocumentTextDetectionCommand,
  StartDocumentTextDetectionCommand,
  TextractClient,
} from '@aws-sdk/client-textract';
import type { UploadContentType } from '@bp/shared/contracts/submissions/upload.ts';
import * as mupdf from 'mupdf';
import sharp from 'sharp';
import type { TextractBlock } from '../../core/documents/textract-blocks.ts';
import { UnreadableDocumentError } from '../ocr/unreadable-document-error.ts';

/** Throttling is retried by the pipeline's Retry (with backoff), not inside the step. */
const textract = new TextractClient({ maxAttempts: 1 });

/** What the reader needs of a Textract client (the tests answer with real recorded blocks). */
export type TextractSend = Pick<TextractClient, 'send'>;

/**
 * Textract's synchronous limits: 5 MB of bytes in the request, 10,000 px a side (docs:
 * "Quotas in Amazon Textract"). Larger photos are scaled down before they are sent.
 */
export const TEXTRACT_MAX_BYTES = 5 * 1024 * 1024;
export const TEXTRACT_MAX_SIDE = 10_000;

export interface TextractDocument {
  bucket: string;
  key: string;
  /** The pinned version (S3 versioning); Textract reads that version, not a later one. */
  versionId: string | null;
  bytes: Uint8Array;
  type: UploadContentType;
}

/** Pages of a PDF; a PDF mupdf cannot open is unreadable. */
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

const s3Object = (doc: TextractDocument) => ({
  Bucket: doc.bucket,
  Name: doc.key,
  ...(doc.versionId ? { Version: doc.versionId } : {}),
});

/**
 * An image Textract takes as it is (JPEG or PNG within its limits) goes by its S3 location;
 * anything else (WebP, HEIC, too many bytes or pixels) as JPEG bytes scaled to fit.
 */
export const textractImage = async (doc: TextractDocument) => {
  let meta;
  try {
    meta = await sharp(doc.bytes, { failOn: 'error' }).metadata();
  } catch (e) {
    throw new UnreadableDocumentError(`The image could not be decoded: ${(e as Error).message}`);
  }
  const native = doc.type === 'image/jpeg' || doc.type === 'image/png';
  const sides = Math.max(meta.width ?? 0, meta.height ?? 0);
  if (native && doc.bytes.length <= TEXTRACT_MAX_BYTES && sides <= TEXTRACT_MAX_SIDE)
    return { S3Object: s3Object(doc) };
  // Quality first, then size: a 4000 px page at quality 85 is ~2-4 MB, well inside 5 MB.
  for (const [side, quality] of [
    [Math.min(sides, TEXTRACT_MAX_SIDE), 90],
    [Math.min(sides, 4000), 85],
    [Math.min(sides, 3000), 80],
    [2000, 75],
  ] as const) {
    const bytes = await sharp(doc.bytes)
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality })
      .toBuffer();
    if (bytes.length <= TEXTRACT_MAX_BYTES) return { Bytes: new Uint8Array(bytes) };
  }
  throw new UnreadableDocumentError('The image stays past Textract limits after scaling');
};

/**
 * Text detection only (DetectDocumentText): lines and words with boxes, all that extraction
 * uses; FORMS and TABLES cost about 40 times as much and change nothing it reads
 * (docs/documents.md, "What Textract is asked"). Images and one-page PDFs, synchronously.
 */
export const detectText = async (doc: TextractDocument, client: TextractSend = textract) => {
  const document = doc.type === 'application/pdf' ? { S3Object: s3Object(doc) } : await textractImage(doc);
  const out = await client.send(new DetectDocumentTextCommand({ Document: document }));
  return (out.Blocks ?? []) as TextractBlock[];
};

/** Starts the asynchronous text detection of a PDF of several pages; answers the job id. */
export const startTextDetection = async (doc: TextractDocument, client: TextractSend = textract) => {
  const started = await client.send(
    new StartDocumentTextDetectionCommand({ DocumentLocation: { S3Object: s3Object(doc) } }),
  );
  if (!started.JobId) throw new Error('Textract started no job');
  return started.JobId;
};

/**
 * One look at an asynchronous job: still running, or done with every page of its blocks
 * (paged by NextToken). The state machine waits between looks (a Wait state), not this code.
 */
export const textDetectionResult = async (
  jobId: string,
  client: TextractSend = textract,
): Promise<{ done: false } | { done: true; blocks: TextractBlock[] }> => {
  const blocks: Block[] = [];
  let next: string | undefined;
  for (;;) {
    const page = await client.send(new GetDocumentTextDetectionCommand({ JobId: jobId, NextToken: next }));
    if (page.JobStatus === 'IN_PROGRESS') return { done: false };
    if (page.JobStatus !== 'SUCCEEDED' && page.JobStatus !== 'PARTIAL_SUCCESS')
      throw new UnreadableDocumentError(page.StatusMessage ?? `Textract job ${page.JobStatus ?? 'failed'}`);
    blocks.push(...(page.Blocks ?? []));
    next = page.NextToken;
    if (!next) return { done: true, blocks: blocks as TextractBlock[] };
  }
};
