import { describe, expect, it } from 'vitest';
import { fieldValue, REPAIRED } from './field-values.ts';

const read = (type: 'code' | 'po', text: string) => fieldValue(type, text, 0.9, 'DMY');

describe('a code`s lettered prefix read with a digit for its first letter', () => {
  it('reads a lot code`s leading zero before letters as an O, doubtful (`0VG2614`, a mill`s lot)', () => {
    expect(read('code', '0VG2614')).toMatchObject({ value: 'OVG2614', confidence: 0.9 * REPAIRED });
    expect(read('code', '0AK-5521')).toMatchObject({ value: 'OAK-5521', confidence: 0.9 * REPAIRED });
  });

  it('keeps a code`s digits that start it before a digit or a single letter (`0048295`, `0A12`)', () => {
    expect(read('code', '0048295').value).toBe('0048295');
    expect(read('code', '0A12').value).toBe('0A12');
  });

  it('reads a buyer`s order prefix set off by a dash with its I read as a 1 (`1O-22817`), doubtful', () => {
    expect(read('po', '1O-22817')).toMatchObject({ value: 'IO-22817', confidence: 0.9 * REPAIRED });
    expect(read('po', '5O-4471').value).toBe('SO-4471');
  });

  it('keeps a site`s or a line`s number after its letter (`A1-2345`) and numbers in digit groups', () => {
    expect(read('po', 'A1-2345').value).toBe('A1-2345');
    expect(read('po', '10-22817').value).toBe('10-22817');
  });
});
