/**
 * Fades a form's ruled lines (table borders, the lines values are written on) out of a greyscale
 * page before OCR, so the detector neither joins a row's cells into one box across a border nor
 * reads a border as `|`, `/` or `1`. A ruling is a run of ink far longer than any stroke of
 * writing, followed within a band of three pixels so the slight tilt of a photo keeps it whole.
 * Measured on the generated pages (docs/documents.md): handwriting reads 0.6 points better.
 */
export interface GreyPage {
  /** One byte per pixel, row by row. */
  pixels: Uint8Array;
  width: number;
  height: number;
}

/** Ink is darker than the page's local background (a wide blur of it) by this much. */
const INK_CONTRAST = 45;

/**
 * The page with its rulings' ink set to the local background. `background` is the page blurred
 * wide enough that no stroke survives in it (same size, one byte per pixel).
 */
export function removeRulings(page: GreyPage, background: Uint8Array): Uint8Array {
  const { pixels, width, height } = page;
  const ink = new Uint8Array(width * height);
  for (let i = 0; i < ink.length; i++) ink[i] = background[i]! - pixels[i]! > INK_CONTRAST ? 1 : 0;
  const ruled = new Uint8Array(width * height);
  // Longer than a word written in a cell, shorter than the narrowest column's border.
  markRuns(ink, ruled, { width, height, horizontal: true, minRun: Math.max(80, Math.round(width / 12)) });
  markRuns(ink, ruled, { width, height, horizontal: false, minRun: Math.max(80, Math.round(height / 14)) });
  const out = Uint8Array.from(pixels);
  for (let i = 0; i < out.length; i++) if (ruled[i]) out[i] = background[i]!;
  return out;
}

interface RunScan {
  width: number;
  height: number;
  horizontal: boolean;
  minRun: number;
}

/**
 * Marks ink lying in runs at least `minRun` long, along rows (`horizontal`) or columns. A run
 * goes on while any of three neighbouring lines across it has ink; only the ink itself is marked.
 * The three lines are merged into one band first and both directions are scanned row by row
 * (a column's run kept per column), in memory order: the same marks as following each line
 * through three closures a pixel (remove-rulings.test.ts), and the whole fading in 150 ms
 * instead of 229 on the outside sets' pages (docs/documents.md, sdoc13p): the reader's CPU is
 * the upload's wait.
 */
function markRuns(ink: Uint8Array, ruled: Uint8Array, { width, height, horizontal, minRun }: RunScan): void {
  const band = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0, i = y * width; x < width; x++, i++) {
      band[i] = horizontal
        ? ink[i]! | (y > 0 ? ink[i - width]! : 0) | (y < height - 1 ? ink[i + width]! : 0)
        : ink[i]! | (x > 0 ? ink[i - 1]! : 0) | (x < width - 1 ? ink[i + 1]! : 0);
    }
  if (horizontal) {
    for (let y = 0; y < height; y++) {
      const row = y * width;
      let start = -1;
      for (let x = 0; x <= width; x++) {
        const on = x < width && band[row + x] === 1;
        if (on && start < 0) start = x;
        if (on || start < 0) continue;
        if (x - start >= minRun) markAcross(ink, ruled, row + start, x - start, 1, width, y, height);
        start = -1;
      }
    }
    return;
  }
  const starts = new Int32Array(width).fill(-1);
  for (let y = 0; y <= height; y++)
    for (let x = 0; x < width; x++) {
      const on = y < height && band[y * width + x] === 1;
      const start = starts[x]!;
      if (on && start < 0) starts[x] = y;
      if (on || start < 0) continue;
      if (y - start >= minRun) markAcross(ink, ruled, start * width + x, y - start, width, 1, x, width);
      starts[x] = -1;
    }
}

/**
 * Marks the ink of a run `length` long from index `first`, stepping `along`, on its line and the
 * lines either side (`across` apart; `line` of `lines` says which exist).
 */
function markAcross(
  ink: Uint8Array,
  ruled: Uint8Array,
  first: number,
  length: number,
  along: number,
  across: number,
  line: number,
  lines: number,
): void {
  for (let d = -1; d <= 1; d++) {
    if (line + d < 0 || line + d >= lines) continue;
    for (let k = 0, i = first + d * across; k < length; k++, i += along) if (ink[i]) ruled[i] = 1;
  }
}
