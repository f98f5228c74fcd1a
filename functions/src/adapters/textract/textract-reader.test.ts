import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AnalyzeDocumentCommand,
  GetDocumentAnalysisCommand,
  StartDocumentAnalysisCommand,
} from '@aws-sdk/client-textract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { corpusDir } from '../../../../tests/support/corpus-dir.ts';
import { layoutFromTextract } from '../../core/documents/from-textract.ts';
import type { TextractBlock } from '../../core/documents/textract-blocks.ts';
import { analyzeMany, POLL_MS, readWithTextract, type TextractSend } from './textract-reader.ts';

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

beforeAll(() => {
  POLL_MS.value = 1;
});

describe('readWithTextract', () => {
  it('reads a photo with AnalyzeDocument (FORMS and TABLES) straight from S3', async () => {
    const { client, sent } = recording(() => ({ Blocks: blocks }));
    const out = await readWithTextract(
      { bucket: 'b', key: 'uploads/1/x.jpg', bytes: photo, type: 'image/jpeg' },
      client,
    );
    expect(sent).toHaveLength(1);
    const command = sent[0] as AnalyzeDocumentCommand;
    expect(command).toBeInstanceOf(AnalyzeDocumentCommand);
    expect(command.input).toEqual({
      Document: { S3Object: { Bucket: 'b', Name: 'uploads/1/x.jpg' } },
      FeatureTypes: ['FORMS', 'TABLES'],
    });
    expect(text(out)).toBe(text(blocks));
    expect(layoutFromTextract(out).pages[0]!.lines.length).toBeGreaterThan(10);
  });

  it('sends WebP, which Textract does not take, as PNG bytes', async () => {
    const webp = await sharp(photo).webp().toBuffer();
    const { client, sent } = recording(() => ({ Blocks: blocks }));
    await readWithTextract({ bucket: 'b', key: 'k', bytes: webp, type: 'image/webp' }, client);
    const bytes = (sent[0] as AnalyzeDocumentCommand).input.Document!.Bytes!;
    expect(Buffer.from(bytes.subarray(1, 4)).toString('latin1')).toBe('PNG');
  });

  it('pages through the asynchronous API for long PDFs until the job is done', async () => {
    const half = Math.floor(blocks.length / 2);
    const pages = [
      { JobStatus: 'IN_PROGRESS' },
      { JobStatus: 'SUCCEEDED', Blocks: blocks.slice(0, half), NextToken: 'next' },
      { JobStatus: 'SUCCEEDED', Blocks: blocks.slice(half) },
    ];
    const { client, sent } = recording((command) =>
      command instanceof StartDocumentAnalysisCommand ? { JobId: 'job-1' } : pages.shift(),
    );
    const out = await analyzeMany(
      { bucket: 'b', key: 'k.pdf', bytes: new Uint8Array(), type: 'application/pdf' },
      client,
    );
    expect(sent.filter((c) => c instanceof GetDocumentAnalysisCommand)).toHaveLength(3);
    expect((sent[3] as GetDocumentAnalysisCommand).input).toEqual({ JobId: 'job-1', NextToken: 'next' });
    expect(text(out as TextractBlock[])).toBe(text(blocks));
  });

  it('turns a failed job into an unreadable document', async () => {
    const { client } = recording((command) =>
      command instanceof StartDocumentAnalysisCommand
        ? { JobId: 'j' }
        : { JobStatus: 'FAILED', StatusMessage: 'bad' },
    );
    await expect(
      analyzeMany({ bucket: 'b', key: 'k', bytes: new Uint8Array(), type: 'application/pdf' }, client),
    ).rejects.toMatchObject({ name: 'UnreadableDocumentError' });
  });
});
