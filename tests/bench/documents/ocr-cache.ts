import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TextractBlock } from '../../../functions/src/core/documents/textract-blocks.ts';

/**
 * Optional cache of OCR output by document id (BENCH_OCR_CACHE=dir), so extraction can be
 * re-scored without re-reading pages. Timings are only measured on a cache miss.
 */
export async function cachedRead(
  id: string,
  read: () => Promise<TextractBlock[]>,
): Promise<{ blocks: TextractBlock[]; ms: number | null }> {
  const dir = process.env.BENCH_OCR_CACHE;
  const file = dir ? join(dir, `${id}.blocks.json`) : null;
  if (file && existsSync(file))
    return { blocks: JSON.parse(readFileSync(file, 'utf8')) as TextractBlock[], ms: null };
  const started = performance.now();
  const blocks = await read();
  const ms = performance.now() - started;
  if (file) {
    mkdirSync(dir!, { recursive: true });
    writeFileSync(file, JSON.stringify(blocks));
  }
  return { blocks, ms };
}
