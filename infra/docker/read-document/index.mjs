// The Lambda runtime loads .js/.mjs handlers only: this re-exports the TypeScript one.
export { handler } from './functions/src/pipeline/read-document.ts';
