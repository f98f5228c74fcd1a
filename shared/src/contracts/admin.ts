import { z } from 'zod';
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH, signInMessages } from './auth.ts';
import { isoDateTime, listOf, pagingQuery, positiveId } from './common.ts';
import { controlCharsMessage, isCleanLine } from './master-data-fields.ts';

/**
 * The platform administrator's contracts (spec 000 sections 3, 5 and 7). The admin screens
 * reuse these schemas and messages for their forms.
 */
export const adminMessages = {
  adminRequired: 'Administrator access required',
  companyNameRequired: 'Company name is required',
  companyNameTooShort: 'Company name must be at least 2 characters',
  companyNameTooLong: 'Company name must be less than 255 characters',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameTooLong: 'Names must be at most 100 characters',
  emailRequired: signInMessages.emailRequired,
  emailInvalid: signInMessages.emailInvalid,
  emailTooLong: 'Email must be at most 254 characters',
  passwordRequired: signInMessages.passwordRequired,
  passwordTooShort: signInMessages.passwordTooShort,
  passwordTooLong: 'Password must be at most 256 characters',
  newPasswordRequired: 'Password is required when updating password',
  companyIdInvalid: 'company_id must be the id of a company',
  isAdminInvalid: 'is_admin must be true or false',
  companyNotFound: 'Company not found',
  userNotFound: 'User not found',
  emailTaken: 'A user with this email already exists',
  companyHasUsers: 'Company cannot be deleted while it has users. Move or delete its users first.',
  cannotDeleteSelf: 'You cannot delete your own account',
  cannotRevokeSelf: 'You cannot revoke your own administrator rights',
  lastAdminDelete: 'The last administrator cannot be deleted',
  lastAdminRevoke: 'The last administrator cannot lose administrator rights',
  concurrentChange: 'The record was changed by another request at the same time. Please try again.',
} as const;

export const COMPANY_NAME_MIN = 2;
export const COMPANY_NAME_MAX = 255;
export const PERSON_NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 256;

/** A positive whole-number id in a path; anything else is a 400 that names the parameter. */
const pathId = (label: string) => positiveId(`${label} must be a positive whole number`);

export const companyIdParams = z.object({ id: pathId('Company id') });
export const userIdParams = z.object({ id: pathId('User id') });
export const companyUsersParams = z.object({ companyId: pathId('Company id') });

/** Trimmed, 2 to 255 characters (spec 000 sections 5 and 9). */
export const companyNameField = z
  .string({ message: adminMessages.companyNameRequired })
  .trim()
  .min(1, { message: adminMessages.companyNameRequired })
  .min(COMPANY_NAME_MIN, { message: adminMessages.companyNameTooShort })
  .max(COMPANY_NAME_MAX, { message: adminMessages.companyNameTooLong })
  .refine(isCleanLine, { message: controlCharsMessage('Company name') });

const personName = (required: string) =>
  z
    .string({ message: required })
    .trim()
    .min(1, { message: required })
    .max(PERSON_NAME_MAX, { message: adminMessages.nameTooLong })
    .refine(isCleanLine, { message: controlCharsMessage('Name') });

export const firstNameField = personName(adminMessages.firstNameRequired);
export const lastNameField = personName(adminMessages.lastNameRequired);

export const newUserEmailField = z
  .string({ message: adminMessages.emailRequired })
  .trim()
  .min(1, { message: adminMessages.emailRequired })
  .max(EMAIL_MAX, { message: adminMessages.emailTooLong })
  .regex(EMAIL_PATTERN, { message: adminMessages.emailInvalid });

export const newPasswordField = (required: string = adminMessages.passwordRequired) =>
  z
    .string({ message: required })
    .min(1, { message: required })
    .min(PASSWORD_MIN_LENGTH, { message: adminMessages.passwordTooShort })
    .max(PASSWORD_MAX, { message: adminMessages.passwordTooLong });

const companyIdField = z
  .number({ message: adminMessages.companyIdInvalid })
  .int({ message: adminMessages.companyIdInvalid })
  .positive({ message: adminMessages.companyIdInvalid })
  .max(Number.MAX_SAFE_INTEGER, { message: adminMessages.companyIdInvalid });

// Requests

export const companyBody = z.object({ name: companyNameField });
export type CompanyBody = z.infer<typeof companyBody>;

export const createUserBody = z.object({
  first_name: firstNameField,
  last_name: lastNameField,
  email: newUserEmailField,
  password: newPasswordField(),
  company_id: companyIdField,
  is_admin: z.boolean({ message: adminMessages.isAdminInvalid }).default(false),
});
export type CreateUserBody = z.input<typeof createUserBody>;

export const updateUserBody = z.object({ first_name: firstNameField, last_name: lastNameField });
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const resetPasswordBody = z.object({
  new_password: newPasswordField(adminMessages.newPasswordRequired),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const changeCompanyBody = z.object({ company_id: companyIdField });
export type ChangeCompanyBody = z.infer<typeof changeCompanyBody>;

/** Every admin list: `page` and `page_size` (none: the whole list), ordered by id. */
export const adminListQuery = pagingQuery;

// Responses

export const company = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** Users in the company, kept exact in the same transaction as every user create, delete and move. */
    user_count: z.number().int().nonnegative(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'Company' });
export type Company = z.infer<typeof company>;

export const companyWithStats = company
  .extend({ admin_count: z.number().int().nonnegative() })
  .meta({ id: 'CompanyWithStats' });
export type CompanyWithStats = z.infer<typeof companyWithStats>;

/** A user as the admin API shows it: never the password nor its hash. */
export const adminUser = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    full_name: z.string(),
    email: z.string(),
    company_id: z.number().int(),
    is_admin: z.boolean(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .strict()
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUser>;

export const adminUserWithCompany = adminUser
  .extend({ company_name: z.string() })
  .strict()
  .meta({ id: 'AdminUserWithCompany' });
export type AdminUserWithCompany = z.infer<typeof adminUserWithCompany>;

export const companyList = listOf(company).meta({ id: 'CompanyList' });
export const companyStatsList = listOf(companyWithStats).meta({ id: 'CompanyStatsList' });
export const adminUserList = listOf(adminUser).meta({ id: 'AdminUserList' });
export const adminUserWithCompanyList = listOf(adminUserWithCompany).meta({ id: 'AdminUserWithCompanyList' });

/** The users list with platform-wide figures (over all users, not only the page). */
export const adminUserStatsList = listOf(adminUserWithCompany)
  .extend({
    admin_count: z.number().int().nonnegative(),
    company_count: z.number().int().nonnegative(),
  })
  .meta({ id: 'AdminUserStatsList' });
export type AdminUserStatsList = z.infer<typeof adminUserStatsList>;
