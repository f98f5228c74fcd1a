import { describe, expect, it } from 'vitest';
import type { PageWord } from './page-words.ts';
import { splitStraddling } from './split-straddling.ts';

/** A word read from `left`, each character `char` wide. */
const word = (text: string, left: number, char = 0.01): PageWord => ({
  text,
  left,
  right: left + text.length * char,
  x: left + (text.length * char) / 2,
  y: 0.3,
  height: 0.015,
  confidence: 0.97,
  line: 1,
  labelLine: false,
});

describe('a word read across a column`s edge', () => {
  it('parts a name run into the lot beside it where the code starts, though a digit is nearer the edge', () => {
    // `Lavender Essential Oil` with its O read as a zero, run into `LAV-BG-2609`: the lot column
    // starts at 0.50, a letter and a half left of where the narrow `il` put the code.
    const parts = splitStraddling([word('Essential0ilLAV-BG-2609', 0.395)], [0.5]);
    expect(parts.map((p) => p.text)).toEqual(['Essential0il', 'LAV-BG-2609']);
  });

  it('still parts a date run into a supplier between digit and letter, and leaves a name whole', () => {
    expect(splitStraddling([word('13/11AcmeFoods', 0.1)], [0.155]).map((p) => p.text)).toEqual([
      '13/11',
      'AcmeFoods',
    ]);
    // Small letters before capitals that start no code (`McIntyreFarms`) are no cut.
    expect(splitStraddling([word('McIntyreFarms', 0.1)], [0.18]).map((p) => p.text)).toEqual([
      'McIntyreFarms',
    ]);
  });
});
