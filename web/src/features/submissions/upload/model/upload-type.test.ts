import { describe, expect, it } from 'vitest';
import { uploadTypeOf } from './upload-type.ts';

describe('uploadTypeOf', () => {
  it("takes the browser's type when it is one the upload takes", () => {
    expect(uploadTypeOf({ name: 'a.jpg', type: 'image/jpeg' })).toBe('image/jpeg');
    expect(uploadTypeOf({ name: 'scan', type: 'application/pdf' })).toBe('application/pdf');
    expect(uploadTypeOf({ name: 'x.heif', type: 'image/heif' })).toBe('image/heic');
  });

  it('falls back on the name only when the browser names no type', () => {
    expect(uploadTypeOf({ name: 'IMG_1.HEIC', type: '' })).toBe('image/heic');
    expect(uploadTypeOf({ name: 'notes.txt', type: '' })).toBeNull();
    expect(uploadTypeOf({ name: 'photo.jpg', type: 'text/plain' })).toBeNull();
  });
});
