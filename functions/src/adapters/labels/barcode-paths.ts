import bwipjs from 'bwip-js/node';

/**
 * A barcode as vector paths, from bwip-js (the BWIPP encoders: QR, GS1-128, Code 128; GS1 syntax
 * is checked by the encoder itself). bwip-js draws SVG: filled paths for 2D symbols, stroked
 * vertical lines for linear ones; the PDF draws the same paths, so bars stay sharp at any size.
 */
export interface BarcodePaths {
  width: number;
  height: number;
  /** The quiet zone the symbol needs on each side, in the same units (readers need it blank). */
  quiet: { x: number; y: number };
  fills: string[];
  strokes: { width: number; d: string }[];
}

/** bwip-js's default scale draws one module as this many SVG units (2D) or bar-width units (linear). */
const QR_MODULE = 4;
const LINEAR_MODULE = 2;

const parseSvg = (svg: string, quiet: BarcodePaths['quiet']): BarcodePaths => {
  const box = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!box) throw new Error('bwip-js answered an SVG without a viewBox');
  const paths: BarcodePaths = {
    width: Number(box[1]),
    height: Number(box[2]),
    quiet,
    fills: [],
    strokes: [],
  };
  for (const match of svg.matchAll(/<path([^>]*?)d="([^"]+)"/g)) {
    const attributes = match[1]!;
    const stroke = /stroke-width="([\d.]+)"/.exec(attributes);
    if (stroke) paths.strokes.push({ width: Number(stroke[1]), d: match[2]! });
    else paths.fills.push(match[2]!);
  }
  return paths;
};

/**
 * Symbols already encoded, by what was asked: a print of one lot in 100 copies encodes it once,
 * not 100 times (encoding is most of a label's cost; 500 labels took longer than the gateway
 * waits). Kept small: a print names at most 100 lots, each with a QR and two linear symbols.
 */
const encoded = new Map<string, BarcodePaths>();
const ENCODED_MAX = 400;
const memo = (key: string, encode: () => BarcodePaths): BarcodePaths => {
  const known = encoded.get(key);
  if (known) return known;
  if (encoded.size >= ENCODED_MAX) encoded.clear();
  const paths = encode();
  encoded.set(key, paths);
  return paths;
};

/** QR code, error correction M (a label may be scuffed), with its 4-module quiet zone (ISO 18004). */
export const qrPaths = (text: string): BarcodePaths =>
  memo(`qr\n${text}`, () => {
    // eclevel is an option of BWIPP's qrcode encoder, which bwip-js's types do not list.
    const options: bwipjs.RenderOptions & { eclevel: string } = { bcid: 'qrcode', text, eclevel: 'M' };
    return parseSvg(bwipjs.toSVG(options), { x: 4 * QR_MODULE, y: 4 * QR_MODULE });
  });

/** The quiet zone each side of a Code 128 symbol, in modules (ISO 15417). */
export const LINEAR_QUIET_MODULES = 10;

/** GS1-128 from a bracketed element string, or Code 128 of plain text; `height` in mm as bwip-js takes it. */
export const linearPaths = (kind: 'gs1-128' | 'code128', text: string, heightMm: number): BarcodePaths =>
  memo(`${kind}\n${heightMm}\n${text}`, () =>
    parseSvg(bwipjs.toSVG({ bcid: kind, text, height: heightMm }), {
      x: LINEAR_QUIET_MODULES * LINEAR_MODULE,
      y: 0,
    }),
  );

/** How many modules wide a linear symbol is, quiet zones excluded. */
export const linearModules = (code: BarcodePaths) => code.width / LINEAR_MODULE;

/**
 * A linear symbol whose modules are `module` points wide and bars `height` points tall, as paths
 * to draw at `scale` (bwip-js sets the bars' height only in millimetres at its own scale).
 */
export const linearAtModule = (
  kind: 'gs1-128' | 'code128',
  text: string,
  module: number,
  height: number,
): { paths: BarcodePaths; scale: number } => {
  const scale = module / LINEAR_MODULE;
  const probe = linearPaths(kind, text, 10);
  return { paths: linearPaths(kind, text, (10 * height) / scale / probe.height), scale };
};
