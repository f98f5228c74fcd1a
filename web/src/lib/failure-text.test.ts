import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { failureText } from './failure-text.ts';

describe('failureText', () => {
  it("uses the server's message", () => {
    expect(
      failureText(new ApiError(404, 'Material not found', 'Material not found'), 'Failed to load material'),
    ).toBe('Material not found');
  });

  it('falls back when the server sent no message, or the call never reached it', () => {
    expect(failureText(new ApiError(502, 'Request failed with status 502'), 'Failed to load material')).toBe(
      'Failed to load material',
    );
    expect(failureText(new TypeError('Failed to fetch'), 'Failed to update material')).toBe(
      'Failed to update material',
    );
    expect(failureText(undefined, 'Failed to archive / unarchive')).toBe('Failed to archive / unarchive');
  });
});
