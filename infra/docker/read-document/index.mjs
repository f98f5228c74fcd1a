// The Lambda runtime loads .js/.mjs handlers only: this re-exports the TypeScript ones. The
// image serves the two reading steps; each function names its handler (CMD).
export { handler } from './functions/src/pipeline/read-document.ts';
export { handler as checkText } from './functions/src/pipeline/check-text.ts';
