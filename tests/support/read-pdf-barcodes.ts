import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as mupdf from 'mupdf';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

/**
 * Reads a PDF back as a person's printer and scanner would: each page rendered to pixels by
 * MuPDF (not the library that wrote it) and every barcode on it decoded by ZXing (zxing-wasm),
 * an independent reader. Test support only.
 */

const require = createRequire(import.meta.url);
let prepared = false;
const prepare = () => {
  if (prepared) return;
  const wasm = require.resolve('zxing-wasm/reader/zxing_reader.wasm');
  prepareZXingModule({
    overrides: { wasmBinary: readFileSync(wasm).buffer as ArrayBuffer },
    fireImmediately: true,
  });
  prepared = true;
};

export interface PdfPageRead {
  /** Page size in PDF points. */
  width: number;
  height: number;
  barcodes: { format: string; text: string; symbology: string }[];
}

/** Renders an RGB page of `pixels` wide (what the y4m camera video is made from too). */
export const renderPdfPage = (pdf: Uint8Array, pageIndex: number, dpi: number) => {
  const document = mupdf.Document.openDocument(pdf, 'application/pdf');
  const page = document.loadPage(pageIndex);
  const scale = dpi / 72;
  const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false);
  // Copies: MuPDF's arrays are views of its WebAssembly memory, detached when that memory grows.
  const rgb = Uint8Array.from(pixmap.getPixels());
  const png = Uint8Array.from(pixmap.asPNG());
  return { width: pixmap.getWidth(), height: pixmap.getHeight(), rgb, png };
};

export const readPdfBarcodes = async (pdf: Uint8Array, dpi = 300): Promise<PdfPageRead[]> => {
  prepare();
  const document = mupdf.Document.openDocument(pdf, 'application/pdf');
  const pages: PdfPageRead[] = [];
  for (let i = 0; i < document.countPages(); i++) {
    const [x0, y0, x1, y1] = document.loadPage(i).getBounds();
    const { width, height, rgb } = renderPdfPage(pdf, i, dpi);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let p = 0; p < width * height; p++) {
      rgba[p * 4] = rgb[p * 3]!;
      rgba[p * 4 + 1] = rgb[p * 3 + 1]!;
      rgba[p * 4 + 2] = rgb[p * 3 + 2]!;
      rgba[p * 4 + 3] = 255;
    }
    const found = await readBarcodes(
      { data: rgba, width, height, colorSpace: 'srgb' },
      { formats: ['QRCode', 'Code128', 'DataMatrix'], maxNumberOfSymbols: 20, textMode: 'Plain' },
    );
    pages.push({
      width: x1 - x0,
      height: y1 - y0,
      barcodes: found
        .filter((b) => b.isValid)
        .map((b) => ({ format: b.format, text: b.text, symbology: b.symbologyIdentifier })),
    });
  }
  return pages;
};
