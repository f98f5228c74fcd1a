import { adminMessages } from '@bp/shared/contracts/admin.ts';
import { describe, expect, it } from 'vitest';
import { deletionRefusal, demotionRefusal } from './removal-rules.ts';

const admin = (id: number) => ({ id, is_admin: true });
const regular = (id: number) => ({ id, is_admin: false });

describe('deletionRefusal', () => {
  it('lets an administrator delete another user', () => {
    expect(deletionRefusal({ callerId: 1, target: regular(2), adminCount: 1 })).toBeNull();
    expect(deletionRefusal({ callerId: 1, target: admin(2), adminCount: 2 })).toBeNull();
  });

  it('refuses deleting yourself', () => {
    expect(deletionRefusal({ callerId: 1, target: admin(1), adminCount: 3 })).toBe(
      adminMessages.cannotDeleteSelf,
    );
    expect(deletionRefusal({ callerId: 1, target: regular(1), adminCount: 3 })).toBe(
      adminMessages.cannotDeleteSelf,
    );
  });

  it('refuses deleting the last administrator, whoever asks', () => {
    expect(deletionRefusal({ callerId: 1, target: admin(1), adminCount: 1 })).toBe(
      adminMessages.lastAdminDelete,
    );
    expect(deletionRefusal({ callerId: 1, target: admin(2), adminCount: 1 })).toBe(
      adminMessages.lastAdminDelete,
    );
    expect(deletionRefusal({ callerId: 1, target: admin(2), adminCount: 0 })).toBe(
      adminMessages.lastAdminDelete,
    );
  });
});

describe('demotionRefusal', () => {
  it('lets an administrator demote another administrator while others remain', () => {
    expect(demotionRefusal({ callerId: 1, target: admin(2), adminCount: 2 })).toBeNull();
  });

  it('has nothing to refuse for a user who is not an administrator', () => {
    expect(demotionRefusal({ callerId: 1, target: regular(2), adminCount: 1 })).toBeNull();
    expect(demotionRefusal({ callerId: 1, target: regular(1), adminCount: 1 })).toBeNull();
  });

  it('refuses demoting yourself', () => {
    expect(demotionRefusal({ callerId: 1, target: admin(1), adminCount: 5 })).toBe(
      adminMessages.cannotRevokeSelf,
    );
  });

  it('refuses demoting the last administrator', () => {
    expect(demotionRefusal({ callerId: 1, target: admin(1), adminCount: 1 })).toBe(
      adminMessages.lastAdminRevoke,
    );
    expect(demotionRefusal({ callerId: 1, target: admin(2), adminCount: 1 })).toBe(
      adminMessages.lastAdminRevoke,
    );
  });
});
