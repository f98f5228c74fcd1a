import { describe, expect, it } from 'vitest';
import { stepsOf } from '../match/char-steps.test-support.ts';
import { extractDocument } from './extract-document.ts';
import { box, page } from './layout-fixtures.test-support.ts';

/** A header date box whose value word carries the recogniser's steps. */
function dated(value: string, steps: string) {
  const line = box(`Date received: ${value}`, 0.06, 0.1);
  line.words[2] = { ...line.words[2]!, steps: stepsOf(steps) };
  return page([box('RECEIVING LOG', 0.06, 0.04), line]);
}

describe('extractDocument: dates read against the character probabilities', () => {
  // The company writes day first.
  const auto = { dateOrder: 'DMY', uploaded: '2026-11-30' } as const;

  it('fills a header date the parser refused, from the digit the image gave a fair chance', () => {
    // `32/10/26` has no day 32; the 3 was a 2 four times in ten.
    const x = extractDocument(dated('32/10/26', '_[3.6 2.4]_2_/_1_0_/_2_6_'), 'goods_receipt', auto);
    expect(x.header.receipt_date.value).toBe('2026-10-22');
    expect(x.header.receipt_date.confidence).toBeLessThan(0.85);
  });

  it('keeps a date read cleanly when the image agrees, and reads as before without steps', () => {
    const x = extractDocument(dated('22/10/26', '_2_2_/_1_0_/_2_6_'), 'goods_receipt', auto);
    expect(x.header.receipt_date).toMatchObject({ value: '2026-10-22', confidence: 0.95 });
    const plain = extractDocument(page([box('Date received: 32/10/26', 0.06, 0.1)]), 'goods_receipt', auto);
    expect(plain.header.receipt_date.value).toBeNull();
  });
});
