import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error.ts';
import { ageText } from '../reference-data/offline-filter.ts';
import { MAX_MULTIPART_BYTES } from '@bp/shared/contracts/submissions/upload.ts';
import {
  answerOf,
  entrySummary,
  entryTitle,
  fixPath,
  isNetworkFailure,
  uploadWay,
} from './outbox-payloads.ts';

describe('outbox payloads', () => {
  it('names each kind of entry and summarises it', () => {
    const upload = {
      kind: 'upload' as const,
      payload: { kind: 'goods_receipt', file: new Blob(['x'.repeat(3000)]), filename: 'log.jpg' },
    };
    expect(entryTitle(upload)).toBe('Goods receipt: document upload');
    expect(entrySummary(upload)).toBe('log.jpg (3 KB)');
    const manual = {
      kind: 'manual' as const,
      seq: 4,
      payload: { kind: 'production', summary: 'Rye bread', base: '/production' },
    };
    expect(entryTitle(manual)).toBe('Production: manual entry');
    expect(entrySummary(manual)).toBe('Rye bread');
    expect(fixPath(manual)).toBe('/production/manual/offline?entry=4');
    const adjust = {
      kind: 'adjust' as const,
      seq: 5,
      payload: { summary: '+2 kg', openPath: '/inventory/3/update' },
    };
    expect(entryTitle(adjust)).toBe('Inventory adjustment');
    expect(fixPath(adjust)).toBe('/inventory/3/update?entry=5');
    expect(fixPath({ ...upload, seq: 1 })).toBeNull();
  });

  it('tells a lost network from an answer of the server', () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'), true)).toBe(true);
    const dropped = new Error('The upload was interrupted');
    dropped.name = 'NetworkError';
    expect(isNetworkFailure(dropped, true)).toBe(true);
    expect(isNetworkFailure(new ApiError(409, 'Lot is on hold'), true)).toBe(false);
    expect(isNetworkFailure(new Error('Unsupported file type'), true)).toBe(false);
    expect(isNetworkFailure(new ApiError(409, 'x'), false)).toBe(true);
    expect(answerOf(new ApiError(409, 'Request failed', 'Lot is on hold'))).toEqual({
      status: 409,
      message: 'Lot is on hold',
    });
    expect(answerOf(new TypeError('Failed to fetch'))).toEqual({ status: null, message: 'Failed to fetch' });
  });

  it('says how old cached data is', () => {
    const now = 10 * 24 * 3_600_000;
    expect(ageText(now - 30_000, now)).toBe('as of just now');
    expect(ageText(now - 10 * 60_000, now)).toBe('as of 10 min ago');
    expect(ageText(now - 3 * 3_600_000, now)).toBe('as of 3 h ago');
    expect(ageText(now - 3 * 24 * 3_600_000, now)).toBe('as of 3 days ago');
  });

  it('sends a file over the multipart limit by upload-url and its PUT, even one whose PUT dropped', () => {
    const big = new Blob([new Uint8Array(MAX_MULTIPART_BYTES + 1)]);
    const limit = new Blob([new Uint8Array(MAX_MULTIPART_BYTES)]);
    expect(uploadWay({ file: big })).toBe('url');
    expect(uploadWay({ file: big, submissionId: 7 })).toBe('url');
    expect(uploadWay({ file: limit, submissionId: 7 })).toBe('into');
    expect(uploadWay({ file: limit })).toBe('document');
  });
});
