import { describe, expect, it } from 'vitest';
import { textKey } from './text-key.ts';

describe('textKey', () => {
  it('ignores case, surrounding and repeated white space, and Unicode compatibility forms', () => {
    expect(textKey('  Brown   SUGAR ')).toBe('brown sugar');
    expect(textKey('Brown\tSugar\n')).toBe('brown sugar');
    expect(textKey('ＡＢＣ')).toBe('abc');
    expect(textKey('Crème')).toBe(textKey('Cre\u0300me'));
  });
});
