/**
 * Where a V8 CPU profile's time went (issue 23, item 3): self time by package, by file and by
 * function, as shares of the busy samples (idle left out), plus inclusive time of the functions
 * named in PROFILE_INCLUSIVE (comma list of substrings of "function file"). Reads the
 * `.cpuprofile` files `node --cpu-prof` writes (`LOCAL_CLOUD_CPU_PROF=DIR` on the benches: one for
 * the cloud's main thread, one per function worker); each file is summarised apart, the largest
 * first.
 * Run: node scripts/bootstrap.mjs tests/bench/profile-summary.ts DIR_OR_FILES... [TOP=25]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const TOP = Number(process.env.TOP ?? 25);
const INCLUSIVE = (process.env.PROFILE_INCLUSIVE ?? '').split(',').filter(Boolean);
/** Only the samples from PROFILE_FROM_S to PROFILE_TO_S seconds after the profile started (skips a start-up). */
const FROM_US = Number(process.env.PROFILE_FROM_S ?? 0) * 1e6;
const TO_US = Number(process.env.PROFILE_TO_S ?? Infinity) * 1e6;

/** `@smithy/core`, `node:internal/http`, `functions/src`, or the pseudo-frames V8 names. */
const packageOf = (url: string, name: string): string => {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const inModules = url.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const rest = url.slice(inModules + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
  const repo = url.match(/\/(functions\/src|shared\/src|infra\/local|infra\/lib|tests)\//);
  return repo?.[1] ?? url;
};

const fileOf = (url: string): string => {
  const inModules = url.lastIndexOf('node_modules/');
  if (inModules >= 0) return url.slice(inModules + 'node_modules/'.length);
  const repo = url.match(/\/((functions|shared|infra|tests)\/.*)$/);
  return repo?.[1] ?? url;
};

const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);

const top = (title: string, map: Map<string, number>, busy: number) => {
  console.log(`  ${title}:`);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(
      `    ${((100 * us) / busy).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${key}`,
    );
};

const summarise = (path: string) => {
  const profile = JSON.parse(readFileSync(path, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<number, number>();
  let at = 0;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    at += us;
    if (at >= FROM_US && at <= TO_US) self.set(id, (self.get(id) ?? 0) + us);
  });

  const byPackage = new Map<string, number>();
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  let idle = 0;
  for (const [id, us] of self) {
    const node = byId.get(id);
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    total += us;
    if (functionName === '(idle)') {
      idle += us;
      continue;
    }
    add(byPackage, packageOf(url, functionName), us);
    add(byFile, url ? fileOf(url) : functionName, us);
    add(byFunction, `${functionName || '(anonymous)'} ${url ? `${fileOf(url)}:${lineNumber + 1}` : ''}`, us);
    if (INCLUSIVE.length) {
      // Each named function counted once per sample, however deep its recursion.
      const seen = new Set<string>();
      for (let frameId: number | undefined = id; frameId !== undefined; frameId = parent.get(frameId)) {
        const frame = byId.get(frameId)?.callFrame;
        if (!frame) break;
        const label = `${frame.functionName} ${fileOf(frame.url)}`;
        for (const wanted of INCLUSIVE)
          if (label.includes(wanted) && !seen.has(wanted)) {
            seen.add(wanted);
            add(inclusive, wanted, us);
          }
      }
    }
  }
  const busy = total - idle;
  console.log(
    `\n${path}: ${(at / 1e6).toFixed(1)} s long, ${(total / 1e6).toFixed(1)} s sampled, busy ${(busy / 1e6).toFixed(1)} s (idle ${((100 * idle) / total).toFixed(0)}%)`,
  );
  top('self time by package', byPackage, busy);
  top('self time by file', byFile, busy);
  top('self time by function', byFunction, busy);
  if (INCLUSIVE.length) top('inclusive time', inclusive, busy);
  return busy;
};

const files = process.argv
  .slice(2)
  .flatMap((arg) =>
    statSync(arg).isDirectory()
      ? readdirSync(arg)
          .filter((f) => f.endsWith('.cpuprofile'))
          .map((f) => join(arg, f))
      : [arg],
  )
  .sort((a, b) => statSync(b).size - statSync(a).size);
for (const file of files) summarise(file);
