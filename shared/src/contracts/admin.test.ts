import { describe, expect, it } from 'vitest';
import { companyBody, companyIdParams, createUserBody, resetPasswordBody, updateUserBody } from './admin.ts';
import { zodMessage } from './zod-message.ts';

const messageOf = (
  schema: { safeParse(v: unknown): { success: boolean; error?: unknown } },
  value: unknown,
) => {
  const result = schema.safeParse(value);
  return result.success ? null : zodMessage(result.error as never);
};

const validUser = {
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@x.test',
  password: 'abcd',
  company_id: 1,
};

describe('admin contracts speak the spec’s words', () => {
  it('company name: trimmed, 2 to 255 characters', () => {
    expect(messageOf(companyBody, { name: '   ' })).toBe('Company name is required');
    expect(messageOf(companyBody, {})).toBe('Company name is required');
    expect(messageOf(companyBody, { name: ' a ' })).toBe('Company name must be at least 2 characters');
    expect(messageOf(companyBody, { name: 'x'.repeat(256) })).toBe(
      'Company name must be less than 255 characters',
    );
    expect(companyBody.parse({ name: `  ${'x'.repeat(255)}  ` }).name).toHaveLength(255);
    expect(companyBody.parse({ name: ' Acme ' }).name).toBe('Acme');
  });

  it('add user: every field required, e-mail pattern, password length, admin flag off by default', () => {
    expect(createUserBody.parse(validUser).is_admin).toBe(false);
    expect(messageOf(createUserBody, { ...validUser, first_name: ' ' })).toBe('First name is required');
    expect(messageOf(createUserBody, { ...validUser, last_name: undefined })).toBe('Last name is required');
    expect(messageOf(createUserBody, { ...validUser, email: '' })).toBe('Email is required');
    expect(messageOf(createUserBody, { ...validUser, email: 'nope' })).toBe('Invalid email address');
    expect(messageOf(createUserBody, { ...validUser, password: '' })).toBe('Password is required');
    expect(messageOf(createUserBody, { ...validUser, password: 'abc' })).toBe(
      'Password must be at least 4 characters',
    );
    expect(messageOf(createUserBody, { ...validUser, company_id: 'x' })).toMatch(/company_id/);
  });

  it('edit user and reset password', () => {
    expect(messageOf(updateUserBody, { first_name: '  ', last_name: 'x' })).toBe('First name is required');
    expect(messageOf(updateUserBody, { first_name: 'x', last_name: '  ' })).toBe('Last name is required');
    expect(updateUserBody.parse({ first_name: ' Ann ', last_name: ' Lee ' })).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
    });
    expect(messageOf(resetPasswordBody, { new_password: '' })).toBe(
      'Password is required when updating password',
    );
    expect(messageOf(resetPasswordBody, {})).toBe('Password is required when updating password');
    expect(messageOf(resetPasswordBody, { new_password: 'abc' })).toBe(
      'Password must be at least 4 characters',
    );
  });

  it('path ids: positive whole numbers only', () => {
    for (const id of ['abc', '0', '-1', '1.5', '', 'Infinity', '1e400', '99999999999999999999']) {
      expect(messageOf(companyIdParams, { id }), id).toBe('Company id must be a positive whole number');
    }
    expect(companyIdParams.parse({ id: '42' })).toEqual({ id: 42 });
  });
});
