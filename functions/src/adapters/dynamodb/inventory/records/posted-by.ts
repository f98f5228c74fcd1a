import type { PostedBy } from '../../../../core/inventory/posting.ts';

/** A user as kept on an item that records who did something (holds, lot code changes). */
export const postedByItem = (by: PostedBy | null) =>
  by ? { user_id: by.userId, first_name: by.firstName, last_name: by.lastName, email: by.email } : null;

export const toPostedBy = (item: unknown): PostedBy | null => {
  if (!item || typeof item !== 'object') return null;
  const u = item as Record<string, unknown>;
  return {
    userId: Number(u.user_id),
    firstName: (u.first_name as string | null) ?? null,
    lastName: (u.last_name as string | null) ?? null,
    email: String(u.email ?? ''),
  };
};
