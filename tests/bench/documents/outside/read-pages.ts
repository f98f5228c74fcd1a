import { readDocumentLocally, withRereads } from '../../../../functions/src/adapters/ocr/ocr-engine.ts';
import { extractDocument } from '../../../../functions/src/core/documents/extract/extract-document.ts';
import { knownValues } from '../../../../functions/src/core/documents/extract/known-values.ts';
import type { Extraction } from '../../../../functions/src/core/documents/extract/types.ts';
import { layoutFromTextract } from '../../../../functions/src/core/documents/from-textract.ts';
import type { LotCatalog, MatchCatalog } from '../../../../functions/src/core/documents/match/catalog.ts';
import { lotImages } from '../../../../functions/src/core/documents/match/lot-images.ts';
import { wordImages } from '../../../../functions/src/core/documents/match/word-images.ts';
import { STANDARD_UNITS } from '../../../../shared/src/contracts/units.ts';
import { cachedRead } from '../ocr-cache.ts';
import { KIND_BASES, uploadPage, type UploadKind } from '../upload-page.ts';
import { withMatching } from '../with-matching.ts';
import type { Call } from './cloud-client.ts';
import type { OutsideCompany } from './page-model.ts';

type Values = Record<string, unknown>;

/** The API's answer in the extraction's shape, so the bench's scorer compares it field by field. */
function asExtraction(kind: UploadKind, header: Values, rows: Values[]): Extraction {
  const fields = (v: Values) =>
    Object.fromEntries(
      Object.entries(v).map(([k, x]) => [
        k,
        { value: typeof x === 'string' || typeof x === 'number' ? x : null, raw: '', confidence: 1 },
      ]),
    );
  return { kind, header: fields(header), rows: rows.map(fields) } as unknown as Extraction;
}

/** One page uploaded to the cloud as the app uploads it; the rows the pipeline saved (matched). */
export async function readThroughCloud(call: Call, kind: UploadKind, image: Buffer) {
  const up = await uploadPage(call, kind, image);
  const base = KIND_BASES[kind];
  const rows = await call<Values[] | { items: Values[] }>('GET', `${base}/${up.id}/recognised-rows`);
  const list = Array.isArray(rows) ? rows : rows.items;
  const reason = typeof up.submission.failure_reason === 'string' ? up.submission.failure_reason : null;
  return { ms: up.ms, status: up.status, reason, got: asExtraction(kind, up.submission, list) };
}

/** The company's catalogue and lots in stock as the Match step reads them, for in-process runs. */
export function companyForMatching(company: OutsideCompany): { catalog: MatchCatalog; lots: LotCatalog } {
  const materials = company.materials.map((m, i) => ({
    id: 100 + i,
    name: m.name,
    materialType: m.type,
    unit: m.unit,
  }));
  const catalog: MatchCatalog = {
    suppliers: company.suppliers.map((name, i) => ({ id: 1 + i, name })),
    customers: company.customers.map((name, i) => ({ id: 50 + i, name })),
    materials,
    units: [
      ...STANDARD_UNITS.map(({ abbr, name, type }) => ({ abbr, name, type })),
      ...['each', 'case', 'box'].map((abbr) => ({ abbr, name: abbr, type: 'count' as const, custom: true })),
    ],
    aliases: [],
  };
  const lots = new Map<number, string[]>(materials.map((m) => [m.id, []]));
  for (const s of company.stock) lots.get(materials.find((m) => m.name === s.material)!.id)!.push(s.lot);
  return { catalog, lots };
}

/**
 * The same page read in this process (OCR cached by id under BENCH_OCR_CACHE), extracted and
 * matched as the pipeline does: for quick reruns while tuning; the cloud run is the figure.
 */
export async function readInProcess(
  id: string,
  kind: UploadKind,
  image: Buffer,
  company: { catalog: MatchCatalog; lots: LotCatalog },
  today: string,
) {
  const cached = await cachedRead(id, () => readDocumentLocally(image));
  const blocks = cached.ms === null ? await withRereads(image, cached.blocks) : cached.blocks;
  const layout = layoutFromTextract(blocks);
  const { catalog, lots } = company;
  // As the Extract step (functions/src/pipeline/extract-draft.ts): names and lot codes.
  const known = knownValues(catalog, lots);
  const got = extractDocument(layout, kind, { dateOrder: 'auto', uploaded: today, known });
  return withMatching(got, catalog, lots, today, lotImages(layout), wordImages(layout));
}
