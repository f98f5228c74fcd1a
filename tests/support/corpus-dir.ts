import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Where the third-party document corpus lives: `../shared/corpus` beside the repository (CI's
 * layout), or BP_CORPUS_DIR. Worktrees one level deeper find it by walking up.
 */
export function corpusDir(): string {
  if (process.env.BP_CORPUS_DIR) return process.env.BP_CORPUS_DIR;
  let dir = resolve(import.meta.dirname, '../..');
  for (let i = 0; i < 4; i++) {
    const candidate = join(dir, '..', 'shared', 'corpus');
    if (existsSync(join(candidate, 'README.md'))) return candidate;
    dir = resolve(dir, '..');
  }
  throw new Error('The document corpus (../shared/corpus) was not found; set BP_CORPUS_DIR.');
}
