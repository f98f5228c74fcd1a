import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { routeId } from './admin-paths.ts';
import { failureText } from './failure-text.ts';
import { formatDate, formatDateTime } from './format-date.ts';
import { clampPage, pageOf, pageRows } from './page-of.ts';
import { tablePage } from './table-page.ts';

describe('routeId', () => {
  it('accepts positive whole numbers only', () => {
    expect(routeId('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '1e3', '99999999999999999999']) {
      expect(routeId(bad)).toBeNull();
    }
  });
});

describe('failureText', () => {
  it("prefers the server's message, else the fallback", () => {
    expect(failureText(new ApiError(409, 'Taken', 'Taken'), 'Failed to update user')).toBe('Taken');
    expect(failureText(new ApiError(500, 'Request failed with status 500'), 'Failed to update user')).toBe(
      'Failed to update user',
    );
    expect(failureText(new TypeError('Failed to fetch'), 'Failed to reset password')).toBe(
      'Failed to reset password',
    );
  });
});

describe('dates', () => {
  it('formats readable dates and leaves unreadable ones alone', () => {
    expect(formatDate('2026-03-04T10:05:00')).toBe('Mar 4, 2026');
    expect(formatDateTime('2026-03-04T14:05:00')).toBe('Mar 4, 2026, 2:05 PM');
    expect(formatDate('not a date')).toBe('not a date');
  });
});

describe('client-side pages', () => {
  const items = Array.from({ length: 30 }, (_, index) => ({ id: index + 1 }));

  it('finds the page holding a row', () => {
    expect(pageOf(items, 1, 25)).toBe(1);
    expect(pageOf(items, 25, 25)).toBe(1);
    expect(pageOf(items, 26, 25)).toBe(2);
    expect(pageOf(items, 99, 25)).toBeNull();
  });

  it('slices a page and clamps page numbers', () => {
    expect(pageRows(items, 2, 25).map((item) => item.id)).toEqual([26, 27, 28, 29, 30]);
    expect(clampPage(3, 30, 25)).toBe(2);
    expect(clampPage(0, 30, 25)).toBe(1);
    expect(clampPage(5, 0, 25)).toBe(1);
  });
});

describe('tablePage', () => {
  const items = Array.from({ length: 30 }, (_, index) => ({ id: index + 1 }));

  it("follows the address, else the highlighted row's page, else the first", () => {
    expect(tablePage(items, 1, 30)).toBe(1);
    expect(tablePage(items, null, 30)).toBe(2);
    expect(tablePage(items, null, 3)).toBe(1);
    expect(tablePage(items, null, 404)).toBe(1);
    expect(tablePage(items, null, undefined)).toBe(1);
    expect(tablePage(items, 9, undefined)).toBe(2);
  });
});
