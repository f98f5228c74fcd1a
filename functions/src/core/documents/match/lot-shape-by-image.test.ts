import { describe, expect, it } from 'vitest';
import { stepsOf } from './char-steps.test-support.ts';
import { lotShapeByImage } from './lot-shape-by-image.ts';

/** A material's lots from its supplier: six digits and a letter. */
const lots = ['542118B', '530927K', '551020Z', '498311U'];

describe('new lot codes read against the shape of the company codes and the image', () => {
  it("takes the code of the material's shape the image gave a fair chance (`5423358`, a B read as 8)", () => {
    const steps = stepsOf('_5_4_2_3_3_5__[8.55 B.4]_');
    expect(lotShapeByImage(lots, '5423358', [steps])).toBe('542335B');
  });

  it('leaves a code that fits a shape, one the image does not support, and one with no steps', () => {
    expect(lotShapeByImage(lots, '542335B', [stepsOf('_5_4_2_3_3_5_B_')])).toBeNull();
    // The last place is an 8 beyond doubt: no letter there has a fair chance.
    expect(lotShapeByImage(lots, '5423358', [stepsOf('_5_4_2_3_3_5__[8.99 B.001]_')])).toBeNull();
    expect(lotShapeByImage(lots, '5423358', [])).toBeNull();
  });

  it('writes the code with the separators of the lots of its shape', () => {
    const dashed = ['C320-X41', 'C118-K09', 'C771-B23'];
    const steps = stepsOf('_C_3_2_0_-_[4.5 X.45]__4_4_');
    expect(lotShapeByImage(dashed, 'C320-444', [steps])).toBe('C320-X44');
  });
});
