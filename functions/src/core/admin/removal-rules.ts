import { adminMessages } from '@bp/shared/contracts/admin.ts';

export interface RemovalFacts {
  /** The administrator making the call. */
  callerId: number;
  target: { id: number; is_admin: boolean };
  /** Administrators on the platform right now. */
  adminCount: number;
}

/**
 * Why an administrator may not delete this user, or null when they may. The last administrator
 * comes first: it is the reason that stays true whoever asks. The repository repeats the
 * last-administrator check as a transaction condition, so two concurrent removals cannot both pass.
 */
export const deletionRefusal = ({ callerId, target, adminCount }: RemovalFacts): string | null => {
  if (target.is_admin && adminCount <= 1) return adminMessages.lastAdminDelete;
  if (target.id === callerId) return adminMessages.cannotDeleteSelf;
  return null;
};

/** Why an administrator may not take this user's administrator rights, or null when they may. */
export const demotionRefusal = ({ callerId, target, adminCount }: RemovalFacts): string | null => {
  if (!target.is_admin) return null;
  if (adminCount <= 1) return adminMessages.lastAdminRevoke;
  if (target.id === callerId) return adminMessages.cannotRevokeSelf;
  return null;
};
