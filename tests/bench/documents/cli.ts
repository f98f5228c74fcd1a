/**
 * Writes generated documents and their ground truth to a folder (gitignored) to look at or feed
 * elsewhere: node scripts/bootstrap.mjs tests/bench/documents/cli.ts [perCell] [outDir]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateSet } from './generate.ts';

const perCell = Number(process.argv[2] ?? 1);
const out = process.argv[3] ?? join(import.meta.dirname, '.out');
mkdirSync(out, { recursive: true });
for await (const doc of generateSet(perCell)) {
  writeFileSync(join(out, `${doc.id}.jpg`), doc.image);
  const { truth, dateOrder, effects, font } = doc;
  writeFileSync(
    join(out, `${doc.id}.json`),
    JSON.stringify({ font: font.name, style: font.style, dateOrder, effects, truth }, null, 2),
  );
  console.log(doc.id);
}
