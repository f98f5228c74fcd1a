import * as mupdf from 'mupdf';

/** Every page's text of a PDF, in reading order (MuPDF, as the barcode reader of the label tests). */
export const readPdfText = (bytes: Uint8Array): string => {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  const pages: string[] = [];
  for (let i = 0; i < doc.countPages(); i++)
    pages.push(doc.loadPage(i).toStructuredText('preserve-whitespace').asText());
  return pages.join('\n');
};
