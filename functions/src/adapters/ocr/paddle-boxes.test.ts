import { describe, expect, it } from 'vitest';
import type { PixelBox } from '../../core/documents/blocks-from-boxes.ts';
import { type BoxReading, type BoxRecognitor, recogniseBoxes } from './paddle-boxes.ts';

const box = (x: number, y: number, width = 80, height = 20): PixelBox => ({ x, y, width, height });

/** A recogniser that reads each box as told, after `ms`, and counts the boxes in flight. */
function fakeRecognitor(read: (b: PixelBox) => Omit<BoxReading, 'box'> | null, ms = 2) {
  const seen = { inFlight: 0, most: 0, calls: 0 };
  const rec: BoxRecognitor = {
    options: { minimumConfidence: 0.3 },
    processBox: async (_canvas, b) => {
      seen.calls++;
      seen.most = Math.max(seen.most, ++seen.inFlight);
      await new Promise((r) => setTimeout(r, ms));
      seen.inFlight--;
      const r = read(b as PixelBox);
      return r && { ...r, box: b as PixelBox };
    },
  };
  return { rec, seen };
}

describe('recogniseBoxes', () => {
  it("answers the library's reading order: by line, then left to right", async () => {
    const { rec } = fakeRecognitor((b) => ({ text: `${b.x},${b.y}`, confidence: 0.9 }));
    const read = await recogniseBoxes(rec, {}, [box(300, 102), box(10, 40), box(10, 100), box(200, 38)]);
    expect(read.map((r) => r.text)).toEqual(['10,40', '200,38', '10,100', '300,102']);
  });

  it('runs two boxes at a time, never more, and each box once', async () => {
    const { rec, seen } = fakeRecognitor(() => ({ text: 'a', confidence: 0.9 }));
    await recogniseBoxes(
      rec,
      {},
      Array.from({ length: 9 }, (_, i) => box(0, i * 30)),
    );
    expect(seen).toMatchObject({ most: 2, calls: 9, inFlight: 0 });
  });

  it('leaves out empty boxes, boxes the recogniser failed on, and readings under its floor', async () => {
    const { rec, seen } = fakeRecognitor((b) =>
      b.y === 30
        ? null
        : b.y === 60
          ? { text: 'faint', confidence: 0.2 }
          : b.y === 90
            ? { text: '--', confidence: 0.5 }
            : { text: 'kept', confidence: 0.5 },
    );
    const read = await recogniseBoxes(rec, {}, [
      box(0, 0),
      box(0, 30),
      box(0, 60),
      box(0, 90),
      box(0, 120, 0, 20),
    ]);
    // Punctuation alone needs 0.3 more than the floor, as in the library.
    expect(read.map((r) => r.text)).toEqual(['kept']);
    expect(seen.calls).toBe(4);
  });

  it('answers nothing for no boxes, without asking the recogniser', async () => {
    const { rec, seen } = fakeRecognitor(() => ({ text: 'a', confidence: 1 }));
    expect(await recogniseBoxes(rec, {}, [])).toEqual([]);
    expect(seen.calls).toBe(0);
  });
});
