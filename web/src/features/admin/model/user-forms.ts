import {
  companyBody,
  firstNameField,
  lastNameField,
  newPasswordField,
  newUserEmailField,
  resetPasswordBody,
} from '@bp/shared/contracts/admin.ts';
import { z } from 'zod';
import { adminTexts } from './admin-texts.ts';

/**
 * The admin forms (spec 000 section 5), built from the very fields the API validates with, plus
 * the rules only a form has: the confirmation box, and Edit User's optional password.
 */

/** Add Company: the API's body as is (name trimmed, 2 to 255 characters). */
export const addCompanyForm = companyBody;
export type AddCompanyInput = z.input<typeof addCompanyForm>;

/** Add User: every field required; the company comes from the route, is_admin is false. */
export const addUserForm = z
  .object({
    first_name: firstNameField,
    last_name: lastNameField,
    email: newUserEmailField,
    password: newPasswordField(),
    confirm_password: z.string(),
  })
  .refine((values) => values.password === values.confirm_password, {
    path: ['confirm_password'],
    message: adminTexts.passwordsDoNotMatch,
    // Also when another field fails, so every message shows on the first submit.
    when: () => true,
  });
export type AddUserInput = z.input<typeof addUserForm>;
export type AddUserValues = z.output<typeof addUserForm>;

/**
 * Edit User: the names are required; the password is optional, but once either password box
 * is filled the new one must pass the reset-password rules and the two must match. Both
 * empty keep the current password.
 */
export const editUserForm = z
  .object({
    first_name: firstNameField,
    last_name: lastNameField,
    new_password: z.string(),
    confirm_password: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.new_password === '' && values.confirm_password === '') return;
    const checked = resetPasswordBody.shape.new_password.safeParse(values.new_password);
    const first = checked.success ? undefined : checked.error.issues[0];
    if (first) ctx.addIssue({ code: 'custom', path: ['new_password'], message: first.message });
    if (values.new_password !== '' && values.new_password !== values.confirm_password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: adminTexts.passwordsDoNotMatch });
    }
  });
export type EditUserInput = z.input<typeof editUserForm>;
export type EditUserValues = z.output<typeof editUserForm>;

/** The password to reset to, or null to keep the current one. */
export const passwordToReset = (values: EditUserValues): string | null =>
  values.new_password === '' ? null : values.new_password;
