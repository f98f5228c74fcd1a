/**
 * Below this confidence (0..1) a transcribed value is marked on the review screen for a second
 * look. Chosen on the document bench (docs/documents.md, "Which fields are marked"): the share
 * of wrong values marked and the share of marked values that are wrong, both high.
 */
export const LOW_CONFIDENCE = 0.85;

/** A value read off paperwork that review marks: there is a value, and it was read with doubt. */
export const isDoubtful = (value: unknown, confidence: number | undefined): boolean =>
  value !== null &&
  value !== undefined &&
  value !== '' &&
  confidence !== undefined &&
  confidence < LOW_CONFIDENCE;
