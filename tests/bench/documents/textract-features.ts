import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractDocument } from '../../../functions/src/core/documents/extract/extract-document.ts';
import { layoutFromTextract } from '../../../functions/src/core/documents/from-textract.ts';
import type { TextractBlock } from '../../../functions/src/core/documents/textract-blocks.ts';
import { corpusDir } from '../../support/corpus-dir.ts';

/**
 * Would Textract's FORMS and TABLES (AnalyzeDocument, $65 per 1,000 pages against $1.50 for
 * DetectDocumentText) change what extraction reads? Over the real Textract outputs of the corpus
 * receipts: the layout and the extraction (all three kinds) from the blocks as they are, with
 * every block but PAGE/LINE/WORD removed, and with AnalyzeDocument-shaped TABLE/CELL and
 * KEY_VALUE_SET blocks added over the same words (the corpus files hold text detection only).
 * `node scripts/bootstrap.mjs tests/bench/documents/textract-features.ts`
 */
const TEXT_TYPES = new Set(['PAGE', 'LINE', 'WORD']);

const childIds = (b: TextractBlock) =>
  (b.Relationships ?? []).filter((r) => r.Type === 'CHILD').flatMap((r) => r.Ids ?? []);

/** What AnalyzeDocument adds: one TABLE of one CELL per line, and a KEY/VALUE pair per "label: value" line. */
export const withFormsAndTables = (blocks: TextractBlock[]): TextractBlock[] => {
  const lines = blocks.filter((b) => b.BlockType === 'LINE');
  const words = new Map(blocks.filter((b) => b.BlockType === 'WORD').map((b) => [b.Id, b]));
  const added: TextractBlock[] = [];
  const cells = lines.map((line, i) => {
    const cell = {
      BlockType: 'CELL',
      Id: `cell-${i}`,
      Page: line.Page,
      Geometry: line.Geometry,
      Confidence: line.Confidence,
      RowIndex: i + 1,
      ColumnIndex: 1,
      Relationships: [{ Type: 'CHILD', Ids: childIds(line) }],
    } as TextractBlock;
    added.push(cell);
    return cell;
  });
  added.push({
    BlockType: 'TABLE',
    Id: 'table-1',
    Page: 1,
    Relationships: [{ Type: 'CHILD', Ids: cells.map((c) => c.Id!) }],
  } as TextractBlock);
  lines.forEach((line, i) => {
    const ids = childIds(line);
    const split = ids.findIndex((id) => words.get(id)?.Text?.endsWith(':'));
    if (split < 0 || split === ids.length - 1) return;
    added.push(
      {
        BlockType: 'KEY_VALUE_SET',
        Id: `key-${i}`,
        EntityTypes: ['KEY'],
        Relationships: [
          { Type: 'VALUE', Ids: [`value-${i}`] },
          { Type: 'CHILD', Ids: ids.slice(0, split + 1) },
        ],
      } as TextractBlock,
      {
        BlockType: 'KEY_VALUE_SET',
        Id: `value-${i}`,
        EntityTypes: ['VALUE'],
        Relationships: [{ Type: 'CHILD', Ids: ids.slice(split + 1) }],
      } as TextractBlock,
    );
  });
  return [...blocks, ...added];
};

/**
 * What extraction reads from: the layout. Extraction is a pure function of the layout (and the
 * kind and date order), so the same layout is the same extraction of every kind; comparing the
 * layouts compares them all without running extraction three times per variant.
 */
const readOf = (blocks: TextractBlock[]) => JSON.stringify(layoutFromTextract(blocks));

export interface FeatureMeasurement {
  documents: number;
  blockTypes: Record<string, number>;
  /** Same layout (so the same extraction) with only PAGE/LINE/WORD kept. */
  sameTextOnly: number;
  /** Same layout (so the same extraction) with TABLE/CELL/KEY_VALUE_SET added. */
  sameWithFeatures: number;
  /** Documents whose extraction found rows (goods receipt): the comparison is not of empty results. */
  withRows: number;
}

export const measureTextractFeatures = (): FeatureMeasurement => {
  const root = join(corpusDir(), 'textract-receipts');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('_blocks.json'))
    .sort();
  const m: FeatureMeasurement = {
    documents: 0,
    blockTypes: {},
    sameTextOnly: 0,
    sameWithFeatures: 0,
    withRows: 0,
  };
  for (const file of files) {
    const blocks = JSON.parse(readFileSync(join(root, file), 'utf8')) as TextractBlock[];
    for (const b of blocks) m.blockTypes[b.BlockType ?? '?'] = (m.blockTypes[b.BlockType ?? '?'] ?? 0) + 1;
    const base = readOf(blocks);
    m.documents += 1;
    if (readOf(blocks.filter((b) => TEXT_TYPES.has(b.BlockType ?? ''))) === base) m.sameTextOnly += 1;
    if (readOf(withFormsAndTables(blocks)) === base) m.sameWithFeatures += 1;
    if (extractDocument(layoutFromTextract(blocks), 'goods_receipt', { dateOrder: 'DMY' }).rows.length > 0)
      m.withRows += 1;
  }
  return m;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(measureTextractFeatures(), null, 2));
}
