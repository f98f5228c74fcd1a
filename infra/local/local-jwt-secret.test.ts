import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localJwtSecret } from './local-jwt-secret.ts';

describe('localJwtSecret', () => {
  const saved = process.env.JWT_SECRET;
  beforeEach(() => delete process.env.JWT_SECRET);
  afterEach(() => (saved === undefined ? delete process.env.JWT_SECRET : (process.env.JWT_SECRET = saved)));

  it('is random per data folder, kept owner-only, and the same on the next start', () => {
    const a = mkdtempSync(join(tmpdir(), 'jwt-a-'));
    const b = mkdtempSync(join(tmpdir(), 'jwt-b-'));
    const first = localJwtSecret(a, false);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(localJwtSecret(a, false)).toBe(first);
    expect(localJwtSecret(b, false)).not.toBe(first);
    expect(readFileSync(join(a, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(join(a, 'jwt-secret')).mode & 0o077).toBe(0);
  });

  it('a fresh run gets a new secret each time and writes nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jwt-f-'));
    expect(localJwtSecret(dir, true)).not.toBe(localJwtSecret(dir, true));
    expect(() => statSync(join(dir, 'jwt-secret'))).toThrow();
  });

  it('JWT_SECRET wins when set', () => {
    process.env.JWT_SECRET = 'x'.repeat(40);
    expect(localJwtSecret(mkdtempSync(join(tmpdir(), 'jwt-e-')), false)).toBe('x'.repeat(40));
  });
});
