import { describe, expect, it } from 'vitest';
import { stepsOf } from './char-steps.test-support.ts';
import { decodeShape, digit, literal } from './decode-shape.ts';
import { poByImage } from './po-by-image.ts';

describe('codes of a shape read against the character probabilities', () => {
  it('finds the likeliest string of the shape where the string read breaks it', () => {
    // `PV7202`: the V was a 1 three times in ten.
    const steps = stepsOf('_P__[V.6 1.3]_7_2_0_2_');
    const shape = [literal('P'), ...Array(5).fill(digit)];
    expect(decodeShape(steps, shape)?.code).toBe('P17202');
    // Look-alike letters count for the digits they look like (`Z544C`).
    expect(decodeShape(stepsOf('_Z_5_4__4_C_'), Array(5).fill(digit))?.code).toBe('25440');
    expect(decodeShape(stepsOf('_1_2_'), Array(5).fill(digit))).toBeNull();
  });

  it('reads a PO number that is none as read, keeping its prefix and separator', () => {
    expect(poByImage('PV7202', [stepsOf('_P__[V.6 1.3]_7_2_0_2_')])).toBe('P17202');
    expect(poByImage('PO-7Z69', [stepsOf('_P_O_-_7_[Z.7 2.2]_6_9_')])).toBe('PO-7269');
    expect(poByImage('Z544C', [stepsOf('_Z_5_4__4_C_')])).toBe('25440');
  });

  it('leaves a PO number that is one, one with no steps, and steps far from any', () => {
    expect(poByImage('PO28205', [stepsOf('_P_O_2_8_2_0_5_')])).toBeNull();
    expect(poByImage('PV7202', [])).toBeNull();
    expect(poByImage('Warehouse', [stepsOf('_W_a_r_e_h_o_u_s_e_')])).toBeNull();
    // A buyer's own prefix before a dash is its numbering: `SO-22817` stays, not `022817`.
    expect(poByImage('SO-22817', [stepsOf('_S_O_-_2_2__8_1_7_')])).toBeNull();
    expect(poByImage('B-827', [stepsOf('_B_-_8_2_7_')])).toBeNull();
    // A buyer's numbering in digit groups keeps its separator: `4711-0392`, not `47110392`.
    expect(poByImage('4711-0392', [stepsOf('_4_7_1_1_-_0_3_9_2_')])).toBeNull();
    expect(poByImage('2026/0417', [stepsOf('_2_0_2_6_/_0_4_1_7_')])).toBeNull();
    // A prefix before groups, the year first (a Czech `Číslo objednávky` `OBJ-26-0981`): not `08260981`.
    expect(poByImage('OBJ-26-0981', [stepsOf('_O_B_J_-_2_6_-_0_9_8_1_')])).toBeNull();
    expect(poByImage('PO-26-0981', [stepsOf('_P_O_-_2_6_-_0_9_8_1_')])).toBeNull();
    // A `PO-` number short of a digit is still read again.
    expect(poByImage('PO-729', [stepsOf('_P_O_-_7_2_[9.6 2.3]_9_')])).toBe('PO-7299');
  });
});
