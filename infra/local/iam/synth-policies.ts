import { createHash } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import {
  type FunctionPolicy,
  functionPolicies,
  type LocalNames,
  type StackTemplate,
} from './template-policies.ts';

/** What the synthesized policies depend on: the CDK app, the shared definitions it reads, cdk.json. */
const SOURCES = ['infra/lib', 'infra/bin', 'shared/src', 'cdk.json', 'node_modules/aws-cdk-lib/package.json'];

const filesUnder = (root: string, path: string): string[] => {
  const full = join(root, path);
  try {
    return readdirSync(full, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile() && !d.name.endsWith('.test.ts'))
      .map((d) => relative(root, join(d.parentPath, d.name)))
      .sort();
  } catch {
    return [path];
  }
};

const sourceHash = (repoRoot: string, names: LocalNames): string => {
  const hash = createHash('sha256').update(JSON.stringify(names));
  for (const file of SOURCES.flatMap((s) => filesUnder(repoRoot, s))) {
    hash.update(file);
    hash.update(readFileSync(join(repoRoot, file)));
  }
  return hash.digest('hex').slice(0, 24);
};

/**
 * Synthesizes the CDK app (bundling skipped, as the CDK tests do) and returns each function's
 * policy. Cached on disk by a hash of the app's sources: a start without infra changes costs
 * a few milliseconds instead of seconds (synthesis takes 3-4 s on an idle machine, far more on a busy one).
 */
export const synthesizedPolicies = async (repoRoot: string, names: LocalNames): Promise<FunctionPolicy[]> => {
  // Outside node_modules (which `npm ci` empties); the hash keeps worktrees and versions apart.
  const cacheDir = join(tmpdir(), 'batchpath-local-iam');
  const cacheFile = join(cacheDir, `${sourceHash(repoRoot, names)}.json`);
  try {
    return JSON.parse(readFileSync(cacheFile, 'utf8')) as FunctionPolicy[];
  } catch {
    // Not cached yet: synthesize.
  }
  const policies = functionPolicies(await synthesizeTemplates(repoRoot), names);
  mkdirSync(cacheDir, { recursive: true });
  // Written whole, then renamed: a cloud starting meanwhile never reads half a file.
  const partial = `${cacheFile}.${process.pid}`;
  writeFileSync(partial, JSON.stringify(policies));
  renameSync(partial, cacheFile);
  return policies;
};

export const synthesizeTemplates = async (repoRoot: string): Promise<StackTemplate[]> => {
  const [{ App, Validations }, { buildApp }] = await Promise.all([
    import('aws-cdk-lib'),
    import('../../lib/build-app.ts'),
  ]);
  const context = (JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as { context: object })
    .context;
  const outdir = mkdtempSync(join(tmpdir(), 'bp-local-iam-'));
  try {
    const app = new App({
      context: { ...context, nag: false, 'aws:cdk:bundling-stacks': [] },
      outdir,
    });
    const stacks = buildApp(app, { webDist: null });
    Validations.of(stacks.web).acknowledge({
      id: 'batchpath:web-dist-missing',
      reason: 'The local cloud reads policies only.',
    });
    return app.synth().stacks.map((s) => ({
      name: s.stackName,
      template: s.template as StackTemplate['template'],
    }));
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
};
