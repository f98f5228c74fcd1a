import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is infra/lib/paths.ts). Entries and assets are resolved from it. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** An absolute path from a path relative to the repository root. */
export const fromRoot = (...parts: string[]): string => path.join(repoRoot, ...parts);
