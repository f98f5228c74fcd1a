import { describe, expect, it } from 'vitest';
import { pageFromParam } from './use-paged-search-params.ts';

describe('pageFromParam', () => {
  it('reads a positive whole page number from the address', () => {
    expect(pageFromParam('3')).toBe(3);
  });

  it.each([null, '', '0', '-2', '1.5', 'abc'])('falls back to page 1 for %o', (value) => {
    expect(pageFromParam(value)).toBe(1);
  });
});
