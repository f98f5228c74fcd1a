import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time of another process, its main thread alone, and a named descendant (Linux /proc), so a
 * benchmark can tell what one call costs each part of the local cloud: on a machine shared with
 * other work, wall time says little, CPU time does not move with the neighbours.
 */
const ticksPerSecond = (() => {
  const out = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout;
  const n = Number(out?.trim());
  return n > 0 ? n : 100;
})();

/** utime + stime (or stime alone) of a /proc stat file, in ms; the fields after the `(comm)`, which may hold spaces. */
const statCpuMs = (path: string, systemOnly = false): number => {
  const stat = readFileSync(path, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of proc(5), counted from the state (field 3) here.
  return (((systemOnly ? 0 : Number(fields[11])) + Number(fields[12])) * 1000) / ticksPerSecond;
};

const statField = (pid: number, index: number): string => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[index] ?? '';
};

const commOf = (pid: number): string => readFileSync(`/proc/${pid}/comm`, 'utf8').trim();

/** The first descendant of `root` whose command is `comm` (the JVM under its watchdog shell). */
export const descendantNamed = (root: number, comm: string): number | undefined => {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      parents.set(pid, Number(statField(pid, 1)));
    } catch {
      // Gone meanwhile.
    }
  }
  const isUnder = (pid: number): boolean => {
    for (let p = parents.get(pid); p !== undefined && p > 1; p = parents.get(p)) if (p === root) return true;
    return false;
  };
  return [...parents.keys()].find((pid) => isUnder(pid) && commOf(pid) === comm);
};

export interface CpuSample {
  /** The process's main thread (the cloud's event loop: gateway, checked endpoints). */
  mainThread: number;
  /** Of which in the kernel (a socket write on loopback wakes the reader from inside the writer's call). */
  mainThreadKernel: number;
  /** Every thread of the process (workers, GC, libuv's pool). */
  process: number;
  /** The other process watched (DynamoDB Local's JVM), 0 when none. */
  other: number;
}

export const cpuSample = (pid: number, otherPid?: number): CpuSample => ({
  mainThread: statCpuMs(`/proc/${pid}/task/${pid}/stat`),
  mainThreadKernel: statCpuMs(`/proc/${pid}/task/${pid}/stat`, true),
  process: statCpuMs(`/proc/${pid}/stat`),
  other: otherPid ? statCpuMs(`/proc/${otherPid}/stat`) : 0,
});

export const cpuSince = (before: CpuSample, after: CpuSample): CpuSample => ({
  mainThread: after.mainThread - before.mainThread,
  mainThreadKernel: after.mainThreadKernel - before.mainThreadKernel,
  process: after.process - before.process,
  other: after.other - before.other,
});

/**
 * Until the process spends less than `belowMs` of CPU (by `of`) in a `stepMs` step, at most `steps`
 * steps: seeding, warming and module loading leave compilation and GC behind a bench's start.
 */
export const untilIdle = async (
  pid: number,
  of: (cpu: CpuSample) => number,
  { belowMs, stepMs, steps }: { belowMs: number; stepMs: number; steps: number },
): Promise<void> => {
  for (let i = 0; i < steps; i++) {
    const before = cpuSample(pid);
    await new Promise((resolve) => setTimeout(resolve, stepMs));
    if (of(cpuSince(before, cpuSample(pid))) < belowMs) return;
  }
};
