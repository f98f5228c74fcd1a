/**
 * Document reading accuracy (plain node script): generated receiving logs, batch sheets and
 * packing slips (printed and handwriting fonts, photographed) -> local OCR engine -> extraction,
 * scored against the generator's ground truth per kind and font; the bare OCR time per page; and
 * line items of the invoice2data PDFs; upload-to-transcribed latency on the local cloud
 * (--latency N one-page photos, default 6) with a bare OCR pass of the same pages. Targets: >= 95% of fields right on printed pages, >= 80%
 * on handwriting. Run: npm run bench:documents [-- --per-cell N] (default 2 pages per kind and font).
 * BENCH_OCR_CACHE=dir keeps OCR output between runs (then no OCR time is measured).
 */
import { parseArgs } from 'node:util';
import { readDocumentLocally } from '../../functions/src/adapters/ocr/ocr-engine.ts';
import { closePaddle, warmUpPaddle } from '../../functions/src/adapters/ocr/paddle-engine.ts';
import { extractDocument } from '../../functions/src/core/documents/extract/extract-document.ts';
import { layoutFromTextract } from '../../functions/src/core/documents/from-textract.ts';
import { generateSet } from './documents/generate.ts';
import { invoiceLineAccuracy } from './documents/invoice-lines.ts';
import { withNamesMatched } from './documents/names-preview.ts';
import { cachedRead } from './documents/ocr-cache.ts';
import { add, emptyTally, pct, percentile, printTable, type Tally } from './documents/report.ts';
import { scoreExtraction } from './documents/score.ts';
import { uploadToTranscribedMs } from './documents/upload-latency.ts';

const { values } = parseArgs({
  options: {
    'per-cell': { type: 'string', default: '2' },
    seed: { type: 'string', default: '1' },
    verbose: { type: 'boolean', default: false },
    /** One-page photos sent through the local cloud for upload-to-transcribed latency; 0 skips it. */
    latency: { type: 'string', default: '6' },
  },
});
const perCell = Number(values['per-cell']);

await warmUpPaddle();
const byCell = new Map<string, Tally>();
const byStyle = { printed: emptyTally(), handwriting: emptyTally() };
const matched = { printed: emptyTally(), handwriting: emptyTally() };
const ocrMs: number[] = [];
for await (const doc of generateSet(perCell, Number(values.seed))) {
  const { blocks, ms } = await cachedRead(doc.id, () => readDocumentLocally(doc.image));
  if (ms !== null) ocrMs.push(ms);
  const got = extractDocument(layoutFromTextract(blocks), doc.kind, { dateOrder: doc.dateOrder });
  const score = scoreExtraction(doc.truth, got);
  const cell = `${doc.kind} / ${doc.font.name} (${doc.font.style})`;
  if (!byCell.has(cell)) byCell.set(cell, emptyTally());
  add(byCell.get(cell)!, score);
  add(byStyle[doc.font.style], score);
  add(matched[doc.font.style], scoreExtraction(doc.truth, withNamesMatched(got)));
  if (values.verbose && score.misses.length) console.log(`${doc.id}: ${score.misses.join('; ')}`);
}

printTable('Generated documents, per kind and font', [...byCell.entries()]);
printTable('By style: extraction alone (the targets)', Object.entries(byStyle));
printTable(
  'By style: names then matched to the company lists (a preview of the matching step)',
  Object.entries(matched),
);
if (ocrMs.length)
  console.log(
    `\nBare OCR per page (warm engine, ${ocrMs.length} pages): p50 ${percentile(ocrMs, 50).toFixed(0)} ms, p95 ${percentile(ocrMs, 95).toFixed(0)} ms`,
  );

const invoices = await invoiceLineAccuracy((pdf) => readDocumentLocally(pdf));
console.log('\ninvoice2data line items (PDF text layer): name and quantity per expected line');
console.log('| invoice | lines fully right | fields right |');
console.log('|---|---|---|');
for (const r of invoices)
  console.log(`| ${r.name} | ${r.linesRight}/${r.lines} | ${pct(r.fieldsRight, r.fields)} |`);
const all = invoices.reduce(
  (s, r) => ({ l: s.l + r.lines, lr: s.lr + r.linesRight, f: s.f + r.fields, fr: s.fr + r.fieldsRight }),
  { l: 0, lr: 0, f: 0, fr: 0 },
);
console.log(`| all | ${pct(all.lr, all.l)} (${all.lr}/${all.l}) | ${pct(all.fr, all.f)} |`);

const latencyPages = [];
for await (const doc of generateSet(1, 1000)) {
  if (latencyPages.length >= Number(values.latency)) break;
  latencyPages.push({ kind: doc.kind, image: doc.image });
}
if (latencyPages.length) {
  // The same pages read bare in this process (warm engine), in the same run, for comparison.
  const bare: number[] = [];
  for (const page of latencyPages) {
    const t = performance.now();
    await readDocumentLocally(page.image);
    bare.push(performance.now() - t);
  }
  const latency = await uploadToTranscribedMs(latencyPages);
  console.log(
    `\nUpload to transcribed on the local cloud (${latency.count} one-page photos, ${latency.transcribed} transcribed): ` +
      `p50 ${latency.p50.toFixed(0)} ms, p95 ${latency.p95.toFixed(0)} ms (targets 4000 / 8000 ms); ` +
      `bare OCR of the same pages: p50 ${percentile(bare, 50).toFixed(0)} ms, p95 ${percentile(bare, 95).toFixed(0)} ms`,
  );
}

await closePaddle();
const printed = byStyle.printed.fieldsRight / (byStyle.printed.fields || 1);
const hand = byStyle.handwriting.fieldsRight / (byStyle.handwriting.fields || 1);
console.log(
  `\nTargets: printed ${pct(byStyle.printed.fieldsRight, byStyle.printed.fields)} (>= 95%), handwriting ${pct(byStyle.handwriting.fieldsRight, byStyle.handwriting.fields)} (>= 80%)`,
);
process.exitCode = printed >= 0.95 && hand >= 0.8 ? 0 : 1;
