import { randomBytes } from 'node:crypto';
import * as mupdf from 'mupdf';
import sharp from 'sharp';
import { receivingLogPdf } from '../../support/text-pdf.ts';

/**
 * Files over the outbox's 4 MB multipart limit, made in memory. Where only the size matters
 * (which way the outbox sends a file) the bytes are padding the readers skip, so the pipeline
 * reads them in moments; `noisePhoto` is a real dense photo, slow to read.
 */

const MB = 1024 * 1024;

/** A JPEG comment segment holds at most 65533 bytes. */
const COMMENT_BYTES = 65_533;

/** A small blank JPEG carrying `mb` MB of comment segments (a phone photo's size, read at once). */
export const paddedPhoto = async (mb: number) => {
  const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer();
  const segments: Buffer[] = [];
  for (let left = mb * MB; left > 0; left -= COMMENT_BYTES) {
    const body = randomBytes(Math.min(COMMENT_BYTES, left));
    const head = Buffer.from([0xff, 0xfe, 0, 0]);
    head.writeUInt16BE(body.length + 2, 2);
    segments.push(head, body);
  }
  // After the start-of-image marker, before everything else.
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
};

/** A receiving log of `pages` pages with a text layer, padded by an unused `mb` MB stream. */
export const paddedPdf = (pages: number, mb: number) => {
  const doc = mupdf.PDFDocument.openDocument(receivingLogPdf(pages), 'application/pdf') as mupdf.PDFDocument;
  try {
    doc
      .getTrailer()
      .get('Root')
      .put('BPPadding', doc.addStream(randomBytes(mb * MB), {}));
    return Buffer.from(doc.saveToBuffer('').asUint8Array());
  } finally {
    doc.destroy();
  }
};

/** Noise (incompressible) of `width` x `height` as a JPEG at `quality`: a phone's dense photo. */
export const noisePhoto = (width: number, height: number, quality: number) => {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < raw.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = seed >> 16;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
};
