/**
 * The pipeline's steps around the reading, timed alone (docs/documents.md, "Upload to rows, third
 * pass"): a fresh local cloud with a set's company seeded through the API, then, in this process
 * against that cloud's DynamoDB Local, for each page (its OCR from BENCH_OCR_CACHE): the
 * Extract step's reads (catalogue and lots in stock) and the SaveRows step's save on a new
 * pending submission, `--rounds` times. Prints each one's p50 wall and this process's CPU.
 *   BENCH_OCR_CACHE=/tmp/ocr-tune node scripts/bootstrap.mjs tests/bench/documents/outside/steps-bench.ts --set k
 */
import { parseArgs } from 'node:util';
import { LOCAL_CREDENTIALS, LOCAL_REGION, useLocalTable } from '../../../../infra/local/local-aws.ts';
import { cachedRead } from '../ocr-cache.ts';
import { KIND_BASES, type UploadKind } from '../upload-page.ts';
import { freshCompany, openCloud } from './cloud-client.ts';
import { seedCompany } from './seed-company.ts';
import { OUTSIDE_SETS } from './sets.ts';

const { values } = parseArgs({
  options: { set: { type: 'string', default: 'k' }, rounds: { type: 'string', default: '3' } },
});
const cloud = await openCloud();
const info = cloud as unknown as { dynamoEndpoint?: string };
if (!info.dynamoEndpoint) throw new Error('steps-bench needs a fresh cloud (no OUTSIDE_API_URL)');
Object.assign(process.env, {
  AWS_REGION: LOCAL_REGION,
  AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
  AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
});
useLocalTable(info.dynamoEndpoint);
// Loaded once the table is set: the kit reads its endpoint when first loaded.
const { loadCatalog, recentLots } =
  await import('../../../../functions/src/adapters/dynamodb/documents/catalog-repo.ts');
const { MAX_LOT_SAMPLE_MATERIALS } =
  await import('../../../../functions/src/core/documents/extract/known-lots.ts');
const { knownValues } = await import('../../../../functions/src/core/documents/extract/known-values.ts');
const { extractDocument } =
  await import('../../../../functions/src/core/documents/extract/extract-document.ts');
const { draftFromExtraction } = await import('../../../../functions/src/core/documents/draft-submission.ts');
const { layoutFromTextract } = await import('../../../../functions/src/core/documents/from-textract.ts');
const { matchDocument } = await import('../../../../functions/src/core/documents/match/match-document.ts');
const { catalogPort } = await import('../../../../functions/src/wiring/documents.ts');
const { saveTranscription } = await import('../../../../functions/src/core/submissions/transcription.ts');
const { stepContext } = await import('../../../../functions/src/pipeline/step-context.ts');
const { kindNamed } = await import('../../../../functions/src/pipeline/upload-ref.ts');

const timed = async <T>(into: { wall: number[]; cpu: number[] }, run: () => Promise<T>) => {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await run();
  into.wall.push(performance.now() - started);
  const used = process.cpuUsage(cpu);
  into.cpu.push((used.user + used.system) / 1000);
  return result;
};
const p50 = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor((list.length - 1) / 2)]!;

try {
  const set = await OUTSIDE_SETS[values.set!]!();
  const call = await freshCompany(cloud, `Steps ${values.set} ${Date.now()}`);
  await seedCompany(call, set.company);
  const today = new Date().toISOString().slice(0, 10);
  const reads = { wall: [] as number[], cpu: [] as number[] };
  const saves = { wall: [] as number[], cpu: [] as number[] };
  let companyId = 0;
  for (let round = 0; round < Number(values.rounds); round++)
    for (const page of set.pages) {
      const kind = page.truth.kind as UploadKind;
      const target = await call<{ submission_id: number; upload_url: string }>(
        'POST',
        `${KIND_BASES[kind]}/upload-url`,
        { filename: 'page.jpg', content_type: 'image/jpeg', size: 1000 },
      );
      companyId = Number(/uploads\/(\d+)\//.exec(decodeURIComponent(target.upload_url))![1]);
      const { catalog, lots } = await timed(reads, async () => {
        const catalog = await loadCatalog(companyId);
        const ids = catalog.materials.slice(0, MAX_LOT_SAMPLE_MATERIALS).map((m) => m.id);
        return { catalog, lots: await recentLots(companyId, ids) };
      });
      const { blocks } = await cachedRead(`outside-${page.id}`, () => {
        throw new Error(`no cached reading of ${page.id} in BENCH_OCR_CACHE`);
      });
      const layout = layoutFromTextract(blocks);
      const spec = kindNamed(kind).spec;
      const extraction = extractDocument(layout, spec.kind, {
        dateOrder: 'auto',
        uploaded: today,
        known: knownValues(catalog, lots),
      });
      const matched = await matchDocument(
        catalogPort,
        { companyId, kind, draft: draftFromExtraction(spec, extraction) as never },
        today,
      );
      const draft = { kind, header: matched.header, rows: matched.rows };
      const outcome = await timed(saves, () =>
        saveTranscription(
          stepContext({ companyId, kind }),
          target.submission_id,
          draft as never,
          `steps-bench-${round}-${page.id}`,
        ),
      );
      if (outcome !== 'saved') throw new Error(`${page.id}: ${outcome}`);
    }
  const line = (label: string, t: { wall: number[]; cpu: number[] }) =>
    `  ${label.padEnd(34)} p50 ${p50(t.wall).toFixed(1)} ms wall, ${p50(t.cpu).toFixed(1)} ms CPU (n ${t.wall.length})`;
  console.log(`Steps around the reading, set ${values.set}:`);
  console.log(line('Extract: catalogue, lots in stock', reads));
  console.log(line('SaveRows: the matched draft saved', saves));
} finally {
  await cloud.stop();
}
