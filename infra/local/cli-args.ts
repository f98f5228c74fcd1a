import { parseArgs } from 'node:util';

export const parseCloudArgs = (argv: string[]) =>
  parseArgs({
    args: argv,
    options: {
      fresh: { type: 'boolean', default: false },
      'api-port': { type: 'string' },
      'web-port': { type: 'string' },
      'web-dist': { type: 'string' },
    },
    allowPositionals: false,
  }).values;
