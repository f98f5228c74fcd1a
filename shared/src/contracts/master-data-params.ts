import { z } from 'zod';

const idMessage = 'id must be a positive whole number';

/** `{id}` of the master-data routes. */
export const idParamObject = z.object({
  id: z.coerce
    .number({ message: idMessage })
    .int({ message: idMessage })
    .positive({ message: idMessage })
    .max(Number.MAX_SAFE_INTEGER, { message: idMessage }),
});
