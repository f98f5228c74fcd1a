import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DetectDocumentTextCommand,
  GetDocumentTextDetectionCommand,
  StartDocumentTextDetectionCommand,
} from '@aws-sdk/client-textract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { corpusDir } from '../../../../tests/support/corpus-dir.ts';
import { layoutFromTextract } from '../../core/documents/from-textract.ts';
import type { TextractBlock } from '../../core/documents/textract-blocks.ts';
import {
  detectText,
  startTextDetection,
  TEXTRACT_MAX_BYTES,
  TEXTRACT_MAX_SIDE,
  type TextractSend,
  textDetectionResult,
  textractImage,
} from './textract-reader.ts';

/**
 * The adapter's choices (which API, which document form, paging) against Textract's real
 * recorded output for the corpus receipts: the transport answers what AWS answered for them.
 */
const dir = join(corpusDir(), 'textract-receipts', 'A');
const name = 'aldi_02032020_19_02423';
const blocks = JSON.parse(readFileSync(join(dir, `${name}_blocks.json`), 'utf8')) as TextractBlock[];
const photo = readFileSync(join(dir, `${name}.jpg`));

const recording = (answer: (command: unknown) => unknown) => {
  const sent: unknown[] = [];
  const client = {
    send: async (command: unknown) => {
      sent.push(command);
      return answer(command);
    },
  } as unknown as TextractSend;
  return { client, sent };
};

const text = (b: TextractBlock[]) =>
  layoutFromTextract(b)
    .pages.flatMap((p) => p.lines.map((l) => l.text))
    .join('\n');

const doc = (
  bytes: Uint8Array,
  type: 'image/jpeg' | 'image/webp' | 'application/pdf',
  versionId: string | null = 'v1',
) => ({
  bucket: 'b',
  key: 'uploads/1/x',
  versionId,
  bytes,
  type,
});

describe('Textract text detection', () => {
  it('reads a photo with DetectDocumentText (no FORMS, no TABLES), from S3 at the pinned version', async () => {
    const { client, sent } = recording(() => ({ Blocks: blocks }));
    const out = await detectText(doc(photo, 'image/jpeg'), client);
    expect(sent).toHaveLength(1);
    const command = sent[0] as DetectDocumentTextCommand;
    expect(command).toBeInstanceOf(DetectDocumentTextCommand);
    expect(command.input).toEqual({
      Document: { S3Object: { Bucket: 'b', Name: 'uploads/1/x', Version: 'v1' } },
    });
    expect(text(out)).toBe(text(blocks));
  });

  it('names no version where the store keeps none', async () => {
    const { client, sent } = recording(() => ({ Blocks: blocks }));
    await detectText(doc(photo, 'image/jpeg', null), client);
    expect((sent[0] as DetectDocumentTextCommand).input.Document?.S3Object).toEqual({
      Bucket: 'b',
      Name: 'uploads/1/x',
    });
  });

  it('sends WebP, which Textract does not take, as JPEG bytes', async () => {
    const webp = await sharp(photo).webp().toBuffer();
    const { client, sent } = recording(() => ({ Blocks: blocks }));
    await detectText(doc(webp, 'image/webp'), client);
    const bytes = (sent[0] as DetectDocumentTextCommand).input.Document!.Bytes!;
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
  });

  it('scales down a photo past 10,000 px or 5 MB to fit both limits', async () => {
    // 12,000 px of noise: too many pixels and (as a PNG-quality JPEG) too many bytes.
    const big = await sharp({
      create: {
        width: 12_000,
        height: 1_200,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(TEXTRACT_MAX_BYTES);
    const document = await textractImage(doc(big, 'image/jpeg'));
    expect(document.S3Object).toBeUndefined();
    const meta = await sharp(document.Bytes!).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(TEXTRACT_MAX_SIDE);
    expect(document.Bytes!.length).toBeLessThanOrEqual(TEXTRACT_MAX_BYTES);
  }, 60_000);

  it('starts an asynchronous job for a long PDF, and one look answers running or every page of blocks', async () => {
    const half = Math.floor(blocks.length / 2);
    const pages = [
      { JobStatus: 'IN_PROGRESS' },
      { JobStatus: 'SUCCEEDED', Blocks: blocks.slice(0, half), NextToken: 'next' },
      { JobStatus: 'SUCCEEDED', Blocks: blocks.slice(half) },
    ];
    const { client, sent } = recording((command) =>
      command instanceof StartDocumentTextDetectionCommand ? { JobId: 'job-1' } : pages.shift(),
    );
    expect(await startTextDetection(doc(new Uint8Array(), 'application/pdf'), client)).toBe('job-1');
    expect((sent[0] as StartDocumentTextDetectionCommand).input).toEqual({
      DocumentLocation: { S3Object: { Bucket: 'b', Name: 'uploads/1/x', Version: 'v1' } },
    });
    expect(await textDetectionResult('job-1', client)).toEqual({ done: false });
    const done = await textDetectionResult('job-1', client);
    expect(sent.filter((c) => c instanceof GetDocumentTextDetectionCommand)).toHaveLength(3);
    expect((sent[3] as GetDocumentTextDetectionCommand).input).toEqual({ JobId: 'job-1', NextToken: 'next' });
    expect(done.done && text(done.blocks)).toBe(text(blocks));
  });

  it('turns a failed job into an unreadable document', async () => {
    const { client } = recording(() => ({ JobStatus: 'FAILED', StatusMessage: 'bad' }));
    await expect(textDetectionResult('j', client)).rejects.toMatchObject({ name: 'UnreadableDocumentError' });
  });
});
