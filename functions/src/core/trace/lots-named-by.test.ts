import { describe, expect, it } from 'vitest';
import { lotsNamedBy } from './lots-named-by.ts';

describe('lotsNamedBy', () => {
  it('takes our own code first, a former code only where no lot of that material has it now', () => {
    expect(
      lotsNamedBy([
        { materialId: 1, lotId: 10, source: 'own' },
        { materialId: 1, lotId: 11, source: 'former' },
        { materialId: 2, lotId: 20, source: 'former' },
        { materialId: 3, lotId: 30, source: 'supplier' },
      ]),
    ).toEqual([
      { materialId: 1, lotId: 10 },
      { materialId: 2, lotId: 20 },
    ]);
  });

  it('falls back to a supplier lot code, each lot once, only when no lot of ours has or had the code', () => {
    expect(
      lotsNamedBy([
        { materialId: 3, lotId: 30, source: 'supplier' },
        { materialId: 3, lotId: 30, source: 'supplier' },
        { materialId: 4, lotId: 40, source: 'supplier' },
      ]),
    ).toEqual([
      { materialId: 3, lotId: 30 },
      { materialId: 4, lotId: 40 },
    ]);
    expect(lotsNamedBy([])).toEqual([]);
  });
});
