import { describe, expect, it } from 'vitest';
import {
  ApiError,
  apiErrorFrom,
  errorText,
  isSilentError,
  OFFLINE_MESSAGE,
  serverMessageOf,
  toastText,
  UNREACHABLE_MESSAGE,
} from './api-error.ts';

describe('serverMessageOf', () => {
  it("reads the body's message field", () => {
    expect(serverMessageOf('{"message":"Material not found"}')).toBe('Material not found');
  });

  it.each([
    ['an empty body', ''],
    ['HTML', '<html>Bad gateway</html>'],
    ['JSON without message', '{"error":"x"}'],
    ['a non-string message', '{"message":42}'],
    ['a blank message', '{"message":"  "}'],
    ['a JSON string', '"message"'],
    ['JSON null', 'null'],
  ])('gives nothing for %s', (_label, body) => {
    expect(serverMessageOf(body)).toBeUndefined();
  });
});

describe('apiErrorFrom', () => {
  it("uses the server's message", () => {
    const error = apiErrorFrom(400, '{"message":"Name is required"}');
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Name is required');
    expect(error.serverMessage).toBe('Name is required');
    expect(error.status).toBe(400);
  });

  it("falls back to 'Request failed with status {code}'", () => {
    const error = apiErrorFrom(502, '<html>Bad gateway</html>');
    expect(error.message).toBe('Request failed with status 502');
    expect(error.serverMessage).toBeUndefined();
  });

  it("says 'Download failed with status {code}' for downloads", () => {
    expect(apiErrorFrom(404, '', 'download').message).toBe('Download failed with status 404');
    expect(apiErrorFrom(404, '{"message":"Photo not found"}', 'download').message).toBe('Photo not found');
  });
});

describe('errorText and isSilentError', () => {
  it("gives the error's message, else the default text", () => {
    expect(errorText(new Error('Boom'))).toBe('Boom');
    expect(errorText(new Error(''))).toBe('An unexpected error occurred');
    expect(errorText(undefined)).toBe('An unexpected error occurred');
  });

  it('keeps 401s silent, by status or by a message containing 401', () => {
    expect(isSilentError(new ApiError(401, 'Not authenticated', 'Not authenticated'))).toBe(true);
    expect(isSilentError(new Error('Request failed with status 401'))).toBe(true);
    expect(isSilentError(new ApiError(403, 'Forbidden', 'Forbidden'))).toBe(false);
    expect(isSilentError(new ApiError(500, 'Request failed with status 500'))).toBe(false);
  });
});

describe('toastText', () => {
  it('gives one offline message for every call that failed without a network', () => {
    expect(toastText(new TypeError('Failed to fetch'), false)).toBe(OFFLINE_MESSAGE);
    expect(toastText(new Error('anything'), false)).toBe(OFFLINE_MESSAGE);
  });

  it('says the server could not be reached when online but no answer came', () => {
    expect(toastText(new TypeError('Failed to fetch'), true)).toBe(UNREACHABLE_MESSAGE);
    expect(toastText(new TypeError('NetworkError when attempting to fetch resource.'), true)).toBe(
      UNREACHABLE_MESSAGE,
    );
    expect(toastText(new TypeError('Load failed'), true)).toBe(UNREACHABLE_MESSAGE);
  });

  it("keeps an answer's message and a bug's own text", () => {
    expect(toastText(apiErrorFrom(409, '{"message":"Lot is on hold"}'), true)).toBe('Lot is on hold');
    expect(toastText(new TypeError("Cannot read properties of undefined (reading 'id')"), true)).toBe(
      "Cannot read properties of undefined (reading 'id')",
    );
  });
});
