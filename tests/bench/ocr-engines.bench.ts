/**
 * Chooses the local OCR engine by measuring (plain node script): the same generated pages
 * (every kind, printed and handwriting fonts, photographed) read by PaddleOCR (PP-OCRv4 ONNX,
 * the product's engine) and by tesseract.js 7, then the same extraction; prints fields right,
 * rows fully right and the warm time per page for each. Small by default (1 page per kind and
 * font = 18 pages): npm run bench:ocr-engines [-- --per-cell N]
 */
import { parseArgs } from 'node:util';
import { readDocumentLocally } from '../../functions/src/adapters/ocr/ocr-engine.ts';
import { closePaddle, warmUpPaddle } from '../../functions/src/adapters/ocr/paddle-engine.ts';
import { extractDocument } from '../../functions/src/core/documents/extract/extract-document.ts';
import { layoutFromTextract } from '../../functions/src/core/documents/from-textract.ts';
import type { TextractBlock } from '../../functions/src/core/documents/textract-blocks.ts';
import { generateSet, type GeneratedDocument } from './documents/generate.ts';
import { add, emptyTally, percentile, printTable, type Tally } from './documents/report.ts';
import { scoreExtraction } from './documents/score.ts';
import { closeTesseract, tesseractRead } from './documents/tesseract-reader.ts';

const { values } = parseArgs({
  options: { 'per-cell': { type: 'string', default: '1' }, seed: { type: 'string', default: '1' } },
});

const docs: GeneratedDocument[] = [];
for await (const doc of generateSet(Number(values['per-cell']), Number(values.seed))) docs.push(doc);

const engines: [string, (image: Buffer) => Promise<TextractBlock[]>][] = [
  ['PaddleOCR PP-OCRv4 (ppu-paddle-ocr, per box)', (image) => readDocumentLocally(image)],
  ['tesseract.js 7 (PSM 3, grey 2x 300 dpi)', (image) => tesseractRead(image)],
];
await warmUpPaddle();
await tesseractRead(docs[0]!.image); // start the worker before timing

const summary: [string, Tally][] = [];
for (const [name, read] of engines) {
  const byStyle = { printed: emptyTally(), handwriting: emptyTally() };
  const ms: number[] = [];
  const cpu: number[] = [];
  for (const doc of docs) {
    const started = performance.now();
    const cpuStart = process.cpuUsage();
    const blocks = await read(doc.image);
    ms.push(performance.now() - started);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
    const got = extractDocument(layoutFromTextract(blocks), doc.kind, { dateOrder: doc.dateOrder });
    add(byStyle[doc.font.style], scoreExtraction(doc.truth, got));
  }
  printTable(name, Object.entries(byStyle));
  console.log(
    `warm page: wall p50 ${percentile(ms, 50).toFixed(0)} ms, p95 ${percentile(ms, 95).toFixed(0)} ms; CPU p50 ${percentile(cpu, 50).toFixed(0)} ms`,
  );
  summary.push([`${name}, printed`, byStyle.printed], [`${name}, handwriting`, byStyle.handwriting]);
}
printTable('Summary', summary);
await closePaddle();
await closeTesseract();
