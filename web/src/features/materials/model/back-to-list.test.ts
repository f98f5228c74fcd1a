import { describe, expect, it } from 'vitest';
import { listHref } from './back-to-list.ts';

describe('listHref', () => {
  it('returns to the list as it was left', () => {
    expect(listHref({ listSearch: '?type=packaging&page=2' })).toBe('/materials?type=packaging&page=2');
    expect(listHref({ listSearch: '' })).toBe('/materials');
  });

  it('returns to the plain list without (or with odd) navigation state', () => {
    expect(listHref(null)).toBe('/materials');
    expect(listHref(undefined)).toBe('/materials');
    expect(listHref({ listSearch: 'https://elsewhere.example' })).toBe('/materials');
    expect(listHref({ other: 1 })).toBe('/materials');
  });
});
