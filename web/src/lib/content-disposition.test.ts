import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition } from './content-disposition.ts';

describe('filenameFromContentDisposition', () => {
  it('reads a quoted filename', () => {
    expect(filenameFromContentDisposition('attachment; filename="receipt 12.pdf"')).toBe('receipt 12.pdf');
  });

  it('reads a bare filename', () => {
    expect(filenameFromContentDisposition('attachment; filename=photo.jpg')).toBe('photo.jpg');
  });

  it('unescapes quoted characters', () => {
    expect(filenameFromContentDisposition('attachment; filename="a \\"b\\".txt"')).toBe('a "b".txt');
  });

  it('prefers the UTF-8 filename* form', () => {
    expect(
      filenameFromContentDisposition(
        `attachment; filename="fallback.csv"; filename*=UTF-8''Lieferschein%20M%C3%BCller.csv`,
      ),
    ).toBe('Lieferschein Müller.csv');
  });

  it('falls back to filename when filename* is malformed', () => {
    expect(filenameFromContentDisposition(`attachment; filename*=UTF-8''%E0%A4%A; filename="ok.txt"`)).toBe(
      'ok.txt',
    );
  });

  it('gives null without a header or a name', () => {
    expect(filenameFromContentDisposition(null)).toBeNull();
    expect(filenameFromContentDisposition('')).toBeNull();
    expect(filenameFromContentDisposition('inline')).toBeNull();
    expect(filenameFromContentDisposition('attachment; filename=""')).toBeNull();
  });
});
