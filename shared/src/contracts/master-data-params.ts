import { z } from 'zod';
import { positiveId } from './common.ts';

/** `{id}` of the master-data routes. */
export const idParamObject = z.object({ id: positiveId('id must be a positive whole number') });
