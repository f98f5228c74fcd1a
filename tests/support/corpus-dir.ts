import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';

/** `../shared/corpus` beside `start` or beside one of its four nearest parents. */
const besideOrAbove = (start: string): string | null => {
  let dir = start;
  for (let i = 0; i < 4; i++) {
    const candidate = join(dir, '..', 'shared', 'corpus');
    if (existsSync(join(candidate, 'README.md'))) return candidate;
    dir = resolve(dir, '..');
  }
  return null;
};

/** The directory this clone was made from, when it was cloned from a path on this machine. */
const localOrigin = (root: string): string | null => {
  const out = spawnSync('git', ['config', '--get', 'remote.origin.url'], { cwd: root, encoding: 'utf8' });
  const url = out.status === 0 ? out.stdout.trim().replace(/^file:\/\//, '') : '';
  return url && isAbsolute(url) && existsSync(url) ? url : null;
};

/**
 * Where the third-party document corpus lives: `../shared/corpus` beside the repository (CI's
 * layout), or BP_CORPUS_DIR. Worktrees one level deeper find it by walking up; a clone made
 * anywhere else from the project on this machine (`git clone . /tmp/x`) finds it beside that
 * project.
 */
export function corpusDir(): string {
  if (process.env.BP_CORPUS_DIR) return process.env.BP_CORPUS_DIR;
  const root = resolve(import.meta.dirname, '../..');
  const origin = localOrigin(root);
  const found = besideOrAbove(root) ?? (origin ? besideOrAbove(origin) : null);
  if (found) return found;
  throw new Error('The document corpus (../shared/corpus) was not found; set BP_CORPUS_DIR.');
}
