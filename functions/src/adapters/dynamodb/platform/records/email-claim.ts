import type { ItemKey } from '@bp/shared/table/schema.ts';

/**
 * Claims an e-mail address (trimmed, lower-cased) for one user, so two users can never share
 * one: written with the user, under `absent()`, in the same transaction.
 */
export const emailClaimKey = (email: string): ItemKey => ({
  pk: `EMAIL#${email.trim().toLowerCase()}`,
  sk: 'EMAIL',
});

export const emailClaimItem = (email: string, userId: number) => ({
  ...emailClaimKey(email),
  type: 'email',
  userId,
});

/** The user id a claim names, or null. */
export const claimedBy = (item: Record<string, unknown> | null): number | null =>
  typeof item?.userId === 'number' ? item.userId : null;
