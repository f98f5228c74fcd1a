/** `npm run typecheck`: each TypeScript project in turn (they have their own settings). */
import { runStep } from './run-step.ts';

for (const project of ['shared', 'functions', 'infra', 'tests', 'scripts', 'web'])
  runStep('npx', ['tsc', '-p', project]);
