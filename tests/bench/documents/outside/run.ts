/**
 * The outside bench (issue 20): pages of forms the bench's own generator never draws, read as a
 * new user's would be, scored printed and handwriting apart after matching.
 *
 *   npm run bench:outside -- [--set h] [--set g2] [-v] [--in-process] [--out DIR [--draw]]
 *
 * Each set's pages are drawn (outside/set-*.ts), photographed or scanned; by default a fresh
 * local cloud is started (or OUTSIDE_API_URL used), a company is made and seeded with the
 * set's materials, suppliers, customers and lots in stock, and each page goes through the
 * upload flow (upload-url, PUT, poll) with the company's date order left automatic; the rows
 * the pipeline saved (matched, as review shows them) are scored against the set's truth.
 * `--in-process` reads, extracts and matches in this process instead (OCR cached by page id
 * under BENCH_OCR_CACHE), for quick reruns while tuning; the cloud run is the figure.
 * `-v` lists every wrong field (expected -> got) and every extra row. `--kinds` counts the wrong
 * fields by style and field name and prints no value: the one view of a held-out set's misses
 * that gives no rule anything to be written against.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { add, emptyTally, pct, percentile, type Tally } from '../report.ts';
import { scoreExtraction } from '../score.ts';
import type { UploadKind } from '../upload-page.ts';
import { freshCompany, openCloud } from './cloud-client.ts';
import { companyForMatching, readInProcess, readThroughCloud } from './read-pages.ts';
import { renderPage } from './render.ts';
import { seedCompany } from './seed-company.ts';
import { OUTSIDE_SETS } from './sets.ts';

const { values } = parseArgs({
  options: {
    set: { type: 'string', multiple: true, default: ['h'] },
    verbose: { type: 'boolean', short: 'v', default: false },
    /** Wrong fields counted by style and field name, no values (for held-out sets). */
    kinds: { type: 'boolean', default: false },
    'in-process': { type: 'boolean', default: false },
    out: { type: 'string' },
    /** Only draw the pages into --out (to look at them). */
    draw: { type: 'boolean', default: false },
    /** With --in-process: print each named page's fields as read (raw text and value). */
    raw: { type: 'string', multiple: true, default: [] },
  },
});

type Read = Record<string, { value: unknown; raw: string; confidence: number }>;
const printRaw = (id: string, got: { header: unknown; rows: unknown[] }) => {
  const show = (f: Read) =>
    Object.entries(f)
      .map(([k, v]) => `${k}=${JSON.stringify(v.raw)}->${JSON.stringify(v.value)}@${v.confidence.toFixed(2)}`)
      .join('  ');
  console.log(`${id} header: ${show(got.header as Read)}`);
  for (const r of got.rows) console.log(`${id} row: ${show(r as Read)}`);
};

/** `row.lot_code: X -> Y` is a wrong `row.lot_code`; a page's misses name no other thing. */
const fieldOfMiss = (miss: string) => miss.slice(0, miss.indexOf(':'));

const today = new Date().toISOString().slice(0, 10);
const cloud = values['in-process'] || values.draw ? null : await openCloud();
try {
  for (const name of values.set) {
    const load = OUTSIDE_SETS[name];
    if (!load) throw new Error(`no outside set ${name}; sets: ${Object.keys(OUTSIDE_SETS).join(', ')}`);
    const set = await load();
    const call = cloud ? await freshCompany(cloud, `Outside ${name} ${Date.now()}`) : null;
    if (call) await seedCompany(call, set.company);
    const matching = companyForMatching(set.company);
    const tally = { printed: emptyTally(), handwriting: emptyTally() };
    const kinds = new Map<string, number>();
    const ms: number[] = [];
    const lines: string[] = [];
    for (const page of set.pages) {
      const image = await renderPage(page);
      if (values.out) {
        mkdirSync(values.out, { recursive: true });
        writeFileSync(join(values.out, `${page.id}.jpg`), image);
      }
      if (values.draw) continue;
      const kind = page.truth.kind as UploadKind;
      let got;
      // A page the pipeline failed on shows so (its reason is no value read): a page with no rows
      // and one that never got any are different defects.
      let failed = '';
      if (call) {
        const read = await readThroughCloud(call, kind, image);
        ms.push(read.ms);
        got = read.got;
        if (read.status !== 'transcribed') failed = ` [${read.status}: ${read.reason ?? 'no reason'}]`;
      } else got = await readInProcess(`outside-${page.id}`, kind, image, matching, today);
      if (values.raw.includes(page.id)) printRaw(page.id, got);
      const score = scoreExtraction(page.truth, got);
      add(tally[page.hand ? 'handwriting' : 'printed'], score);
      lines.push(
        `  ${page.id.padEnd(28)} ${page.hand ? 'hand ' : 'print'} ${score.fieldsRight}/${score.fields}` +
          (score.extraRows ? ` (+${score.extraRows} extra rows)` : '') +
          failed,
      );
      for (const miss of [...score.misses.map(fieldOfMiss), ...score.extras.map(() => 'extra row')]) {
        const key = `${page.hand ? 'handwriting' : 'printed'} ${miss}`;
        kinds.set(key, (kinds.get(key) ?? 0) + 1);
      }
      if (values.verbose && !values.kinds) {
        for (const m of score.misses) lines.push(`      ${m}`);
        for (const e of score.extras) lines.push(`      extra row: ${e}`);
      }
    }
    const line = (label: string, t: Tally) =>
      `  ${label.padEnd(12)} ${pct(t.fieldsRight, t.fields).padStart(6)} of ${t.fields} fields, ` +
      `${t.rowsRight}/${t.rows} rows right, ${t.extraRows} extra rows (${t.pages} pages)`;
    console.log(
      `\nOutside set ${name} (${cloud ? 'through the local cloud' : 'in process'}), after matching:`,
    );
    console.log(line('printed', tally.printed));
    console.log(line('handwriting', tally.handwriting));
    if (ms.length)
      console.log(`  upload to rows p50 ${(percentile(ms, 50) / 1000).toFixed(2)} s over ${ms.length} pages`);
    console.log(lines.join('\n'));
    if (values.kinds)
      for (const [key, n] of [...kinds].sort(([a], [b]) => a.localeCompare(b))) console.log(`  ${n} ${key}`);
  }
} finally {
  await cloud?.stop();
}
