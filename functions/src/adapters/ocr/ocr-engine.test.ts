import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { corpusDir } from '../../../../tests/support/corpus-dir.ts';
import { layoutFromTextract } from '../../core/documents/from-textract.ts';
import { readDocumentLocally, UnreadableDocumentError } from './ocr-engine.ts';
import { closePaddle } from './paddle-engine.ts';

afterAll(() => closePaddle());

const words = (blocks: Awaited<ReturnType<typeof readDocumentLocally>>): string[] =>
  layoutFromTextract(blocks).pages.flatMap((p) => p.lines.flatMap((l) => l.words.map((w) => w.text)));

describe('readDocumentLocally', () => {
  it('reads a PDF text layer with exact word boxes, without OCR', async () => {
    const pdf = readFileSync(join(corpusDir(), 'invoice2data/compare/AzureInterior.pdf'));
    const blocks = await readDocumentLocally(pdf);
    expect(blocks[0]).toMatchObject({ BlockType: 'PAGE', Page: 1 });
    const layout = layoutFromTextract(blocks);
    const text = layout.pages[0]!.lines.map((l) => l.text).join('\n');
    expect(text).toContain('Azure Interior');
    expect(text).toContain('INV/2023/03/0008');
    const line = layout.pages[0]!.lines.find((l) => l.text === 'Azure Interior')!;
    expect(line.confidence).toBe(1);
    expect(line.words).toHaveLength(2);
    expect(line.words[1]!.box.left).toBeGreaterThan(line.words[0]!.box.left + line.words[0]!.box.width);
  });

  it('reads a photo by OCR into PAGE, LINE and WORD blocks with boxes', { timeout: 60_000 }, async () => {
    const canvas = createCanvas(900, 260);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, 900, 260);
    ctx.fillStyle = '#000000';
    ctx.font = '44px "DejaVu Sans"';
    ctx.fillText('Lot A1234', 40, 90);
    ctx.fillText('Quantity 25 kg', 460, 200);
    const blocks = await readDocumentLocally(await canvas.encode('jpeg', 90));
    expect(blocks.filter((b) => b.BlockType === 'PAGE')).toHaveLength(1);
    const found = words(blocks).join(' ');
    expect(found).toMatch(/A1234/);
    expect(found).toMatch(/25/);
    const lot = layoutFromTextract(blocks).pages[0]!.lines.find((l) => l.text.includes('A1234'))!;
    // Top left of the image, as drawn.
    expect(lot.box.left).toBeLessThan(0.2);
    expect(lot.box.top).toBeLessThan(0.4);
    expect(lot.confidence).toBeGreaterThan(0.5);
  });

  it('refuses bytes that are neither an image nor a PDF', async () => {
    await expect(readDocumentLocally(Buffer.from('not an image at all'))).rejects.toBeInstanceOf(
      UnreadableDocumentError,
    );
    await expect(readDocumentLocally(Buffer.from('%PDF-1.7 broken'))).rejects.toBeInstanceOf(
      UnreadableDocumentError,
    );
  });
});
