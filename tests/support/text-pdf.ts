import * as mupdf from 'mupdf';

/** PDF string literal escaping. */
const literal = (s: string) => `(${s.replace(/[\\()]/g, (c) => `\\${c}`)})`;

/**
 * A receiving log as a PDF with a text layer (what an office exports rather than photographs):
 * a supplier and date above a table of material, lot, quantity and unit, `rowsPerPage` rows on
 * each of `pages` pages. The local reader takes the text layer as it is, so long documents read
 * in moments; Textract would read the same words.
 */
export const receivingLogPdf = (pages: number, rowsPerPage = 40): Buffer => {
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font('Helvetica'));
  const resources = doc.addObject({ Font: { F1: font } });
  for (let p = 0; p < pages; p++) {
    const lines: string[] = ['BT', '/F1 11 Tf'];
    const text = (x: number, y: number, s: string) => lines.push(`1 0 0 1 ${x} ${y} Tm ${literal(s)} Tj`);
    text(50, 800, 'Receiving Log');
    text(50, 780, 'Supplier: Acme Foods');
    text(330, 780, 'Date received: 12/11/2026');
    const columns = [50, 250, 380, 470];
    ['Material', 'Lot Code', 'Quantity', 'Unit'].forEach((h, i) => text(columns[i]!, 750, h));
    for (let r = 0; r < rowsPerPage; r++) {
      const n = p * rowsPerPage + r + 1;
      const y = 732 - r * 17;
      text(columns[0]!, y, `Flour Type ${n}`);
      text(columns[1]!, y, `LOT${String(10000 + n)}`);
      text(columns[2]!, y, String((n % 50) + 1));
      text(columns[3]!, y, 'kg');
    }
    lines.push('ET');
    const page = doc.addPage([0, 0, 595, 842], 0, resources, lines.join('\n'));
    doc.insertPage(-1, page);
  }
  const out = Buffer.from(doc.saveToBuffer('compress').asUint8Array());
  doc.destroy();
  return out;
};

/** One page with a text layer: each piece of text at its place (points from the bottom left). */
export const textPagePdf = (pieces: readonly (readonly [x: number, y: number, text: string])[]): Buffer => {
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font('Helvetica'));
  const resources = doc.addObject({ Font: { F1: font } });
  const lines = [
    'BT',
    '/F1 11 Tf',
    ...pieces.map(([x, y, s]) => `1 0 0 1 ${x} ${y} Tm ${literal(s)} Tj`),
    'ET',
  ];
  doc.insertPage(-1, doc.addPage([0, 0, 595, 842], 0, resources, lines.join('\n')));
  const out = Buffer.from(doc.saveToBuffer('compress').asUint8Array());
  doc.destroy();
  return out;
};
