import type { CharSteps } from './char-steps.ts';

/**
 * The reading result every engine is turned into before extraction: Textract on AWS, the local
 * OCR engine, or a PDF's text layer. Boxes are fractions of the page (0..1, Textract's
 * convention) so extraction never needs to know the pixel size; confidences are 0..1.
 */
export interface LayoutBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface LayoutWord {
  text: string;
  box: LayoutBox;
  confidence: number;
  /** The recogniser's character probabilities for the word, when it gives them (char-steps.ts). */
  steps?: CharSteps;
}

export interface LayoutLine {
  text: string;
  box: LayoutBox;
  confidence: number;
  words: LayoutWord[];
}

/**
 * A region of the page where its structure says a value should be but the detector found no
 * text (reread-regions.ts), read again by the recogniser alone: its character probabilities,
 * never a word of the page (a blank region's best reading is noise). Extraction decodes them
 * against what the field can be.
 */
export interface LayoutReread {
  /** What the region should hold. */
  field: RereadField;
  /** The label (compact) whose value it should be. */
  label: string;
  box: LayoutBox;
  steps: CharSteps;
}

export type RereadField = 'date';

export interface LayoutPage {
  /** 1-based page number. */
  page: number;
  lines: LayoutLine[];
  /** Regions read again without the detector (local reader only). */
  rereads?: LayoutReread[];
}

export interface Layout {
  pages: LayoutPage[];
}

export const centerX = (b: LayoutBox): number => b.left + b.width / 2;
export const centerY = (b: LayoutBox): number => b.top + b.height / 2;

/** The smallest box holding all of them (the union of an empty list is an empty box at 0,0). */
export function unionBox(boxes: readonly LayoutBox[]): LayoutBox {
  if (boxes.length === 0) return { left: 0, top: 0, width: 0, height: 0 };
  const left = Math.min(...boxes.map((b) => b.left));
  const top = Math.min(...boxes.map((b) => b.top));
  const right = Math.max(...boxes.map((b) => b.left + b.width));
  const bottom = Math.max(...boxes.map((b) => b.top + b.height));
  return { left, top, width: right - left, height: bottom - top };
}
