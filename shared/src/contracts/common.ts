import { z } from 'zod';

/** Every error answer: `{ "message": "..." }`. */
export const messageBody = z.object({ message: z.string() }).meta({ id: 'Message' });
export type MessageBody = z.infer<typeof messageBody>;

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 500;

/**
 * A positive whole-number id from a path segment, query or JSON body. A string must be the
 * canonical decimal form: `0x1`, `1e0`, `01`, ` 1` and `+1` are not the id 1 (they are 400s),
 * so one record never answers to several spellings.
 */
export const positiveId = (message: string) =>
  z
    .union([z.number({ message }), z.string({ message }).regex(/^[1-9][0-9]{0,15}$/, { message })], {
      message,
    })
    .transform((v) => Number(v))
    .pipe(z.number().int({ message }).positive({ message }).max(Number.MAX_SAFE_INTEGER, { message }));

export const idParam = positiveId('must be a positive whole number');

const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const pagingQuery = z.object({
  page: z.coerce.number().int().min(1, { message: 'page must be 1 or more' }).optional(),
  page_size: z.coerce
    .number()
    .int()
    .min(1, { message: 'page_size must be 1 or more' })
    .max(MAX_PAGE_SIZE, { message: `page_size must be at most ${MAX_PAGE_SIZE}` })
    .optional(),
});

export const searchQuery = pagingQuery.extend({
  search: z.string().trim().max(200).optional(),
});

export const optionalBooleanQuery = queryBoolean.optional();

/** `{ items, total }`: every list answer. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int().nonnegative() });

export interface Page<T> {
  items: T[];
  total: number;
}

/** Applies `page`/`page_size` to an already-ordered array. No paging asked: everything. */
export const paginate = <T>(all: readonly T[], page?: number, pageSize?: number): Page<T> => {
  if (page === undefined && pageSize === undefined) return { items: [...all], total: all.length };
  const size = pageSize ?? DEFAULT_PAGE_SIZE;
  const start = ((page ?? 1) - 1) * size;
  return { items: all.slice(start, start + size), total: all.length };
};

export const isoDateTime = z.string().meta({ description: 'ISO 8601 date and time (UTC)' });
