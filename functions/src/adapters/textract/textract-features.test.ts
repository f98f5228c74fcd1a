import { describe, expect, it } from 'vitest';
import { measureTextractFeatures } from '../../../../tests/bench/documents/textract-features.ts';

/**
 * Why the reader asks Textract for text detection only (docs/documents.md, "What Textract is
 * asked"): over the corpus's real Textract outputs, extraction reads the same with the FORMS and
 * TABLES blocks absent or present. Fails the day extraction starts to depend on them.
 */
describe('Textract FORMS and TABLES against extraction', () => {
  it('change nothing extraction reads, on every corpus receipt', () => {
    const m = measureTextractFeatures();
    expect(m.documents).toBe(34);
    expect(m.sameTextOnly).toBe(m.documents);
    expect(m.sameWithFeatures).toBe(m.documents);
    // Not a comparison of empty results only.
    expect(m.withRows).toBeGreaterThan(0);
    expect(m.blockTypes.WORD).toBeGreaterThan(4000);
  }, 60_000);
});
