import { adminMessages } from '@bp/shared/contracts/admin.ts';
import { describe, expect, it } from 'vitest';
import { adminTexts } from './admin-texts.ts';
import { addCompanyForm, addUserForm, editUserForm, passwordToReset } from './user-forms.ts';

/** field -> its first message (the one the form shows), for the issues of a failed parse. */
const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[issue.path.join('.')] ??= issue.message;
  return byField;
};

describe('Add Company form', () => {
  it.each([
    ['', adminMessages.companyNameRequired],
    ['   ', adminMessages.companyNameRequired],
    [' A ', adminMessages.companyNameTooShort],
    ['x'.repeat(256), adminMessages.companyNameTooLong],
  ])('%j -> %s', (name, message) => {
    expect(messages(addCompanyForm.safeParse({ name }))).toEqual({ name: message });
  });

  it('trims the name it sends', () => {
    expect(addCompanyForm.parse({ name: '  Acme Foods  ' })).toEqual({ name: 'Acme Foods' });
    expect(addCompanyForm.safeParse({ name: 'x'.repeat(255) }).success).toBe(true);
  });
});

describe('Add User form', () => {
  const valid = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    password: 'secret',
    confirm_password: 'secret',
  };

  it('names every missing field at once', () => {
    const empty = { first_name: '', last_name: '', email: '', password: '', confirm_password: '' };
    expect(messages(addUserForm.safeParse(empty))).toEqual({
      first_name: adminMessages.firstNameRequired,
      last_name: adminMessages.lastNameRequired,
      email: adminMessages.emailRequired,
      password: adminMessages.passwordRequired,
    });
  });

  it('refuses differing passwords, even while other fields are wrong', () => {
    expect(messages(addUserForm.safeParse({ ...valid, confirm_password: 'secreT' }))).toEqual({
      confirm_password: adminTexts.passwordsDoNotMatch,
    });
    expect(messages(addUserForm.safeParse({ ...valid, first_name: ' ', confirm_password: '' }))).toEqual({
      first_name: adminMessages.firstNameRequired,
      confirm_password: adminTexts.passwordsDoNotMatch,
    });
  });

  it('refuses a malformed e-mail and trims the names and e-mail', () => {
    expect(messages(addUserForm.safeParse({ ...valid, email: 'ada@' }))).toEqual({
      email: adminMessages.emailInvalid,
    });
    expect(addUserForm.parse({ ...valid, first_name: ' Ada ', email: ' ada@example.com ' })).toMatchObject({
      first_name: 'Ada',
      email: 'ada@example.com',
    });
  });
});

describe('Edit User form', () => {
  const names = { first_name: 'Ada', last_name: 'Lovelace' };

  it('requires the names after trimming', () => {
    expect(
      messages(
        editUserForm.safeParse({ first_name: '  ', last_name: '', new_password: '', confirm_password: '' }),
      ),
    ).toEqual({ first_name: adminMessages.firstNameRequired, last_name: adminMessages.lastNameRequired });
  });

  it('keeps the current password when both boxes are empty', () => {
    const values = editUserForm.parse({ ...names, new_password: '', confirm_password: '' });
    expect(passwordToReset(values)).toBeNull();
  });

  it('needs a new password once the confirmation is filled', () => {
    expect(
      messages(editUserForm.safeParse({ ...names, new_password: '', confirm_password: 'abcd' })),
    ).toEqual({
      new_password: adminMessages.newPasswordRequired,
    });
  });

  it('refuses differing passwords and a short one', () => {
    expect(
      messages(editUserForm.safeParse({ ...names, new_password: 'abcd', confirm_password: 'abce' })),
    ).toEqual({
      confirm_password: adminTexts.passwordsDoNotMatch,
    });
    expect(
      messages(editUserForm.safeParse({ ...names, new_password: 'abcd', confirm_password: '' })),
    ).toEqual({
      confirm_password: adminTexts.passwordsDoNotMatch,
    });
    expect(
      messages(editUserForm.safeParse({ ...names, new_password: 'abc', confirm_password: 'abc' })),
    ).toEqual({
      new_password: adminMessages.passwordTooShort,
    });
  });

  it('resets to a matching new password', () => {
    const values = editUserForm.parse({ ...names, new_password: 'n3w-pass', confirm_password: 'n3w-pass' });
    expect(passwordToReset(values)).toBe('n3w-pass');
  });
});
