import type { CharSteps } from './char-steps.ts';

/**
 * The subset of Textract's Block shape that reading needs. Written here rather than imported from
 * the SDK so core stays SDK-free; the SDK's `Block` is assignable to it, and the local OCR engine
 * produces it too, so both readers feed the same adapter.
 */
export interface TextractBoundingBox {
  Left?: number;
  Top?: number;
  Width?: number;
  Height?: number;
}

export interface TextractRelationship {
  Type?: string;
  Ids?: string[];
}

export interface TextractBlock {
  BlockType?: string;
  Id?: string;
  Text?: string;
  Confidence?: number;
  Page?: number;
  Geometry?: { BoundingBox?: TextractBoundingBox };
  Relationships?: TextractRelationship[];
  /** Not Textract's: the local reader's character probabilities of a WORD (char-steps.ts). */
  Steps?: CharSteps;
  /**
   * Not Textract's: on a REREAD block (the local reader's), the field and label of a region read
   * again without the detector (layout.ts LayoutReread), as `field:label`.
   */
  Reread?: string;
}
