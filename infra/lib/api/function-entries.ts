import type { Area } from '@bp/shared/api/route-def.ts';

/** Handler modules of the API's functions, from the repository root (CDK and the local cloud). */
export const AUTHORIZER_ENTRY = 'functions/src/http/authorizer/index.ts';
export const areaEntry = (area: Area): string => `functions/src/http/${area}/index.ts`;
