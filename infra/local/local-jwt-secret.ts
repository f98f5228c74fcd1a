import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The local cloud's token-signing secret: JWT_SECRET when set (tests), otherwise a random one per
 * data folder, kept in `<dataDir>/jwt-secret` (owner-only) so sessions survive a restart, or only
 * in memory for a fresh run. Never a built-in value that anyone could sign tokens with.
 */
export const localJwtSecret = (dataDir: string, fresh: boolean): string => {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const generate = () => randomBytes(48).toString('base64url');
  if (fresh) return generate();
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = generate();
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
};
