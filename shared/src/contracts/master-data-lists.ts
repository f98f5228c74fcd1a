import { z } from 'zod';

/** Page sizes and limits of the master-data screens (spec 000 section 9). */
export const PAGE_SIZES = {
  materials: 10,
  suppliers: 10,
  customers: 20,
  customerPicker: 25,
  materialPicker: 25,
} as const;

export const RECENT_DEFAULT_LIMIT = 10;
export const RECENT_MAX_LIMIT = 50;

const limitMessage = `limit must be a whole number from 1 to ${RECENT_MAX_LIMIT}`;

/** `?limit=` of the recent lists: default 10, at most 50. */
export const recentQuery = z.object({
  limit: z.coerce
    .number({ message: limitMessage })
    .int({ message: limitMessage })
    .min(1, { message: limitMessage })
    .max(RECENT_MAX_LIMIT, { message: limitMessage })
    .optional()
    .default(RECENT_DEFAULT_LIMIT),
});

/** "Showing X to Y of Z {noun}" of the generic table (spec 000 section 2). */
export const showingText = (page: number, pageSize: number, total: number, noun: string): string => {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return `Showing ${from} to ${to} of ${total} ${noun}`;
};

export const pageOfText = (page: number, pageCount: number): string => `Page ${page} of ${pageCount}`;
