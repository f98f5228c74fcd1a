import { describe, expect, it } from 'vitest';
import { fileSha256 } from './file-hash.ts';

describe('fileSha256', () => {
  it('is the SHA-256 of the bytes, whatever the name', async () => {
    expect(await fileSha256(new Blob(['abc']))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    const a = await fileSha256(new File(['same bytes'], 'a.jpg'));
    expect(await fileSha256(new File(['same bytes'], 'b.jpg'))).toBe(a);
    expect(await fileSha256(new File(['other bytes'], 'a.jpg'))).not.toBe(a);
  });
});
