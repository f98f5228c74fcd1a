import { describe, expect, it } from 'vitest';
import { sniffUploadType } from './sniff-type.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('sniffUploadType', () => {
  it('knows the upload types by their first bytes', () => {
    expect(sniffUploadType(bytes([0xff, 0xd8, 0xff, 0xe0], 'xxxxxxxxxx'))).toBe('image/jpeg');
    expect(sniffUploadType(bytes('\x89PNG\r\n\x1a\n', 'xxxxxx'))).toBe('image/png');
    expect(sniffUploadType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffUploadType(bytes([0, 0, 0, 24], 'ftypheic', 'xxxx'))).toBe('image/heic');
    expect(sniffUploadType(bytes('%PDF-1.7\n%xxxxxx'))).toBe('application/pdf');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(sniffUploadType(bytes('name,quantity\nflour,3\n'))).toBeNull();
    expect(sniffUploadType(bytes('GIF89a', 'xxxxxxxx'))).toBeNull();
    expect(sniffUploadType(bytes([0xff, 0xd8]))).toBeNull();
  });
});
