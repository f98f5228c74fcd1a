import { adminMessages } from '@bp/shared/contracts/admin.ts';

/**
 * The admin screens' own texts (spec 000 sections 2, 5 and 8), word for word. The validation
 * messages the API shares live in shared/src/contracts/admin.ts.
 */
export const adminTexts = {
  noCompanies: 'No companies found',
  companiesError: (message: string) => `Error loading companies: ${message}`,
  noUsers: (company: string) => `No users found for ${company}`,
  usersError: (message: string) => `Error loading users: ${message}`,
  usersTitle: (company: string) => `${company} - Users`,
  userLoadError: (message: string) => `Failed to load user: ${message}`,
  userNotFound: adminMessages.userNotFound,
  passwordsDoNotMatch: 'Passwords do not match',
  emailReadOnly: 'Email cannot be changed for security reasons',
  updateUserFailed: 'Failed to update user',
  resetPasswordFailed: 'Failed to reset password',
} as const;
