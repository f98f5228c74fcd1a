import type { CharSteps } from '../char-steps.ts';

/** Steps from a string: each character a sure step, `_` a sure blank, `[O.5 8.45]` a doubtful one. */
export function stepsOf(spec: string): CharSteps {
  const steps: [string, number][][] = [];
  for (const m of spec.matchAll(/\[([^\]]*)\]|(.)/g)) {
    if (m[2] !== undefined) steps.push([[m[2] === '_' ? '' : m[2], 1]]);
    else
      steps.push(
        m[1]!.split(' ').map((t) => [t[0] === '_' ? '' : t[0]!, Number(t.slice(1))] as [string, number]),
      );
  }
  return steps;
}
