import { mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import {
  closeOcrChildProcess,
  ocrChildPid,
  readDocumentInChildProcess,
  warmOcrChildProcess,
} from './ocr-child-process.ts';
import { readDocumentLocally, UnreadableDocumentError } from './ocr-engine.ts';
import { closePaddle } from './paddle-engine.ts';
import { modelsDir } from './paddle-models.ts';

afterAll(async () => {
  await closeOcrChildProcess();
  await closePaddle();
});

const photo = async (): Promise<Uint8Array> => {
  const canvas = createCanvas(900, 260);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, 900, 260);
  ctx.fillStyle = '#000000';
  ctx.font = '44px "DejaVu Sans"';
  ctx.fillText('Lot B5678', 40, 90);
  ctx.fillText('Quantity 40 kg', 460, 200);
  return canvas.encode('jpeg', 90);
};

/** Nice values of every thread of a process (Linux keeps one per thread). */
const threadNices = (pid: number): number[] =>
  readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis; nice is field 19 of the whole line.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });

describe('readDocumentInChildProcess', () => {
  it(
    'answers the same blocks as the engine in this process, from a process at low priority',
    { timeout: 90_000 },
    async () => {
      const bytes = await photo();
      const [apart, here] = [await readDocumentInChildProcess(bytes), await readDocumentLocally(bytes)];
      expect(apart.filter((b) => b.BlockType === 'WORD').length).toBeGreaterThan(2);
      expect(apart).toEqual(here);

      const pid = ocrChildPid()!;
      expect(pid).not.toBe(process.pid);
      expect(getPriority(pid)).toBe(10);
      // ONNX Runtime's and Node's own threads too, not only the main one.
      expect(new Set(threadNices(pid))).toEqual(new Set([10]));
    },
  );

  it('reads documents sent at once one after another, each its own answer', { timeout: 90_000 }, async () => {
    const bytes = await photo();
    const text = Buffer.from('%PDF-1.7 broken');
    const answers = await Promise.allSettled([
      readDocumentInChildProcess(bytes),
      readDocumentInChildProcess(text),
      readDocumentInChildProcess(bytes),
    ]);
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((answers[0] as PromiseFulfilledResult<unknown>).value).toEqual(
      (answers[2] as PromiseFulfilledResult<unknown>).value,
    );
  });

  it(
    'skips a read whose invocation ended while it waited, and reads the ones after it',
    { timeout: 90_000 },
    async () => {
      const bytes = await photo();
      // Queued behind a read that takes far longer than a millisecond.
      const answers = await Promise.allSettled([
        readDocumentInChildProcess(bytes),
        readDocumentInChildProcess(bytes, Date.now() + 1),
        readDocumentInChildProcess(bytes, Date.now() + 60_000),
      ]);
      expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect((answers[1] as PromiseRejectedResult).reason).toMatchObject({ name: 'DeadlinePassed' });
    },
  );

  it('fails an unreadable upload with the same error, by name and message', async () => {
    const bytes = Buffer.from('not an image at all');
    const here = await readDocumentLocally(bytes).catch((e: Error) => e);
    const apart = await readDocumentInChildProcess(bytes).catch((e: Error) => e);
    expect(apart).toBeInstanceOf(UnreadableDocumentError);
    expect(here).toBeInstanceOf(UnreadableDocumentError);
    expect((apart as Error).message).toBe((here as Error).message);
  });

  it(
    'fails the read a crash interrupts, and starts a new process for the next',
    { timeout: 90_000 },
    async () => {
      const bytes = await photo();
      const reading = readDocumentInChildProcess(bytes);
      const crashed = ocrChildPid()!;
      process.kill(crashed, 'SIGKILL');
      await expect(reading).rejects.toThrow(/OCR process ended \(SIGKILL\)/);
      const blocks = await readDocumentInChildProcess(bytes);
      expect(blocks.some((b) => b.BlockType === 'WORD')).toBe(true);
      expect(ocrChildPid()).not.toBe(crashed);
    },
  );

  describe('warmOcrChildProcess', () => {
    it(
      'starts the process and loads its models ahead of the first document, once',
      { timeout: 90_000 },
      async () => {
        await closeOcrChildProcess();
        const warming = warmOcrChildProcess();
        const pid = ocrChildPid();
        expect(pid).toBeDefined();
        await warming;
        expect(warmOcrChildProcess()).toBe(warming);
        const blocks = await readDocumentInChildProcess(await photo());
        expect(blocks.some((b) => b.BlockType === 'WORD')).toBe(true);
        expect(ocrChildPid()).toBe(pid);
      },
    );

    it(
      'fails a warm-up without the models, and the read after it loads them itself',
      { timeout: 90_000 },
      async () => {
        await closeOcrChildProcess();
        const dir = mkdtempSync(join(tmpdir(), 'ocr-models-'));
        const kept = process.env.OCR_MODELS_DIR;
        const real = modelsDir();
        process.env.OCR_MODELS_DIR = dir; // the process started now reads its models from here
        try {
          await expect(warmOcrChildProcess()).rejects.toThrow(/ENOENT/);
          const pid = ocrChildPid();
          for (const name of readdirSync(real)) symlinkSync(join(real, name), join(dir, name));
          const blocks = await readDocumentInChildProcess(await photo());
          expect(blocks.some((b) => b.BlockType === 'WORD')).toBe(true);
          expect(ocrChildPid()).toBe(pid);
          // Failed once, asked again: loaded this time (nothing kept of the failure).
          await expect(warmOcrChildProcess()).resolves.toBeUndefined();
        } finally {
          if (kept === undefined) delete process.env.OCR_MODELS_DIR;
          else process.env.OCR_MODELS_DIR = kept;
          await closeOcrChildProcess();
        }
      },
    );

    it(
      'fails a warm-up whose process dies, and the next read starts another',
      { timeout: 90_000 },
      async () => {
        await closeOcrChildProcess();
        const warming = warmOcrChildProcess();
        const crashed = ocrChildPid()!;
        process.kill(crashed, 'SIGKILL');
        await expect(warming).rejects.toThrow(/OCR process ended \(SIGKILL\)/);
        const blocks = await readDocumentInChildProcess(await photo());
        expect(blocks.some((b) => b.BlockType === 'WORD')).toBe(true);
        expect(ocrChildPid()).not.toBe(crashed);
        await expect(warmOcrChildProcess()).resolves.toBeUndefined();
      },
    );
  });
});
