/**
 * Tunes the fuzzy name threshold (core/documents/match/match-name.ts) on the generated
 * documents: for each threshold, of the names read off the pages, how many match the right
 * record, a wrong one, or none; and, with each page's own names taken out of the catalogue
 * (names the company does not know), how many still match something (false matches).
 * Run: BENCH_OCR_CACHE=dir node scripts/bootstrap.mjs tests/bench/documents/match-threshold.ts [perCell]
 */
import { readDocumentLocally } from '../../../functions/src/adapters/ocr/ocr-engine.ts';
import { closePaddle } from '../../../functions/src/adapters/ocr/paddle-engine.ts';
import { extractDocument } from '../../../functions/src/core/documents/extract/extract-document.ts';
import { layoutFromTextract } from '../../../functions/src/core/documents/from-textract.ts';
import { matchName, nameIndex } from '../../../functions/src/core/documents/match/match-name.ts';
import { companyCatalog } from './company-catalog.ts';
import { generateSet } from './generate.ts';
import { cachedRead } from './ocr-cache.ts';

const LISTS = {
  supplier_name: 'suppliers',
  customer_name: 'customers',
  material_name: 'materials',
  product_name: 'materials',
} as const;
type Values = Record<string, string | number | null>;

const catalog = companyCatalog();
const reads: { field: keyof typeof LISTS; read: string; truth: Set<string> }[] = [];
for await (const doc of generateSet(Number(process.argv[2] ?? 2))) {
  const { blocks } = await cachedRead(doc.id, () => readDocumentLocally(doc.image));
  const got = extractDocument(layoutFromTextract(blocks), doc.kind, { dateOrder: doc.dateOrder });
  const parts = [got.header, ...got.rows] as unknown as Record<string, { value: unknown }>[];
  const truths = [doc.truth.header, ...doc.truth.rows] as Values[];
  for (const field of Object.keys(LISTS) as (keyof typeof LISTS)[]) {
    const truth = new Set(truths.map((t) => t[field]).filter((v): v is string => typeof v === 'string'));
    for (const p of parts) {
      const v = p[field]?.value;
      if (typeof v === 'string' && v.trim() && truth.size) reads.push({ field, read: v, truth });
    }
  }
}
await closePaddle();

console.log(
  `${reads.length} names read\n| threshold | right | wrong | none | unknown names matched |\n|---|---|---|---|---|`,
);
for (let t = 0.4; t <= 0.851; t += 0.05) {
  const n = { right: 0, wrong: 0, none: 0, falseUnknown: 0 };
  for (const r of reads) {
    const records = catalog[LISTS[r.field]];
    const m = matchName(nameIndex(records, []), r.read, t);
    if (!m) n.none++;
    else if (r.truth.has(m.name)) n.right++;
    else n.wrong++;
    const unknown = records.filter((x) => !r.truth.has(x.name));
    const wrong = matchName(nameIndex(unknown, []), r.read, t);
    if (wrong) n.falseUnknown++;
    if (wrong && process.env.SHOW_FALSE)
      console.log(`  ${t.toFixed(2)} ${r.read} -> ${wrong.name} (${wrong.by} ${wrong.score.toFixed(2)})`);
  }
  console.log(`| ${t.toFixed(2)} | ${n.right} | ${n.wrong} | ${n.none} | ${n.falseUnknown} |`);
}
