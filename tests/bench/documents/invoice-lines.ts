import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { extractDocument } from '../../../functions/src/core/documents/extract/extract-document.ts';
import { layoutFromTextract } from '../../../functions/src/core/documents/from-textract.ts';
import type { TextractBlock } from '../../../functions/src/core/documents/textract-blocks.ts';
import { corpusDir } from '../../support/corpus-dir.ts';

interface TruthLine {
  name?: string;
  desc?: string;
  qty?: number;
  uom?: string;
  code?: string;
}

export interface InvoiceResult {
  name: string;
  lines: number;
  linesRight: number;
  fields: number;
  fieldsRight: number;
}

const norm = (s: string): string => s.toLowerCase().replace(/\s+/g, '');

/**
 * Line items of the invoice2data PDFs (their text layers) read as goods receipts: each expected
 * line's name (or description; its first line is enough, since a description runs on) and
 * quantity. A real-world check of the table reading on documents this project did not draw.
 */
export async function invoiceLineAccuracy(
  read: (pdf: Buffer) => Promise<TextractBlock[]>,
): Promise<InvoiceResult[]> {
  const dir = join(corpusDir(), 'invoice2data', 'compare');
  const results: InvoiceResult[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const pdf = join(dir, file.replace(/\.json$/, '.pdf'));
    let truth = JSON.parse(readFileSync(join(dir, file), 'utf8')) as
      | { lines?: TruthLine[] }
      | { lines?: TruthLine[] }[];
    if (Array.isArray(truth)) truth = truth[0] ?? {};
    const expected = (truth.lines ?? []).filter((l) => (l.name ?? l.desc) && typeof l.qty === 'number');
    if (!expected.length) continue;
    let rows: { name: string; qty: number | null }[];
    try {
      const layout = layoutFromTextract(await read(readFileSync(pdf)));
      const got = extractDocument(layout, 'goods_receipt', { dateOrder: 'DMY' });
      rows = got.rows.map((r) => ({ name: String(r.material_name.value ?? ''), qty: r.quantity.value }));
    } catch {
      rows = [];
    }
    const r: InvoiceResult = {
      name: file.replace(/\.json$/, ''),
      lines: expected.length,
      linesRight: 0,
      fields: 0,
      fieldsRight: 0,
    };
    const used = new Set<number>();
    for (const line of expected) {
      const first = norm((line.name ?? line.desc ?? '').split('\n')[0]!);
      const i = rows.findIndex((row, k) => !used.has(k) && norm(row.name).includes(first));
      const nameRight = i >= 0;
      if (nameRight) used.add(i);
      const qtyRight = nameRight && rows[i]!.qty === line.qty;
      r.fields += 2;
      r.fieldsRight += Number(nameRight) + Number(qtyRight);
      if (nameRight && qtyRight) r.linesRight++;
    }
    results.push(r);
  }
  return results;
}
