import { adminMessages } from '@bp/shared/contracts/admin.ts';
import { meResponse, signInMessages } from '@bp/shared/contracts/auth.ts';
import { expect, test, type Page } from '@playwright/test';
import { adminUser, demoUser } from './support/accounts.ts';
import { adminApi } from './support/admin-api.ts';
import { ADMIN_LANDING, signInThroughForm, signInWithToken } from './support/session.ts';

/**
 * The admin screens (spec 000 sections 2, 5 and 8) in the browser. Every test makes its own
 * company with a unique name, since all specs share one local cloud.
 */

// Each test signs in and walks several screens: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

const sidebar = (page: Page) => page.getByTestId('sidebar');
const main = (page: Page) => page.getByRole('main');
const notice = (page: Page) => page.getByTestId('admin-notice');
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
/** A form's box by its accessible name (a required box's label text also holds the asterisk). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

const unique = (prefix: string) => `${prefix} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example`;

const signOut = async (page: Page) => {
  await sidebar(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
};

test('an administrator creates a company and a user, who signs in; then edits them and resets the password', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const companyName = unique('Harbour Bakery');
  const email = uniqueEmail('grace');
  const firstPassword = 'first-pass-1';
  const secondPassword = 'second-pass-2';

  // An administrator lands in the admin area; the app's sidebar leads back to it too.
  await signInThroughForm(page, adminUser, ADMIN_LANDING);
  await page.goto('/');
  await sidebar(page).getByRole('link', { name: 'Admin area' }).click();
  await expect(page).toHaveURL(/\/admin\/companies$/);
  await expect(page.getByRole('heading', { name: 'Companies', exact: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'Companies' });
  for (const header of ['Company Name', 'User Count', 'Created Date', 'Last Updated', 'Actions']) {
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  }

  // Add Company: the name is sent trimmed, and the list opens at the new row.
  await main(page).getByRole('link', { name: 'Add Company' }).click();
  await expect(page).toHaveURL(/\/admin\/companies\/new$/);
  await field(page, 'Company Name').fill(`  ${companyName}  `);
  await page.getByRole('button', { name: 'Create Company' }).click();
  await expect(page).toHaveURL(/\/admin\/companies$/);
  await expect(notice(page)).toHaveText(`Company "${companyName}" created.`);
  const companyRow = row(page, companyName);
  await expect(companyRow.getByRole('cell').nth(0)).toHaveText(companyName);
  await expect(companyRow.getByRole('cell').nth(1)).toHaveText('0');

  // Its users: none yet.
  await companyRow.getByRole('link', { name: `View users of ${companyName}` }).click();
  await expect(page).toHaveURL(/\/admin\/companies\/\d+\/users$/);
  const usersUrl = page.url();
  await expect(page.getByRole('heading', { name: `${companyName} - Users` })).toBeVisible();
  await expect(page.getByText(`No users found for ${companyName}`)).toBeVisible();

  // Add User.
  await main(page).getByRole('link', { name: 'Add User' }).click();
  await expect(page).toHaveURL(/\/users\/new$/);
  await field(page, 'First Name').fill('Grace');
  await field(page, 'Last Name').fill('Hopper');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(firstPassword);
  await field(page, 'Confirm Password').fill(firstPassword);
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page).toHaveURL(usersUrl);
  await expect(notice(page)).toHaveText('User "Grace Hopper" created.');
  const usersTable = page.getByRole('table', { name: 'Users' });
  for (const header of ['Name', 'Email', 'Created Date', 'Last Updated', 'Actions']) {
    await expect(usersTable.getByRole('columnheader', { name: header })).toBeVisible();
  }
  await expect(row(page, email).getByRole('cell').nth(0)).toHaveText('Grace Hopper');

  // The new user signs in and gets the app, not the admin area.
  await signOut(page);
  await signInThroughForm(page, { email, password: firstPassword });
  await expect(page.getByRole('heading', { name: 'Welcome to BatchPath' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Receiving' })).toBeVisible();
  await expect(page.getByTestId('account-badge')).toContainText('Grace Hopper');
  await expect(page.getByTestId('account-badge')).toContainText(companyName);
  await expect(sidebar(page).getByRole('link', { name: 'Admin area' })).toHaveCount(0);
  await page.goto('/admin/companies');
  await expect(page).toHaveURL(/\/$/);

  // Back as the administrator: rename the user.
  await signOut(page);
  await signInThroughForm(page, adminUser, ADMIN_LANDING);
  await page.goto(usersUrl);
  await row(page, email).getByRole('link', { name: 'Edit Grace Hopper' }).click();
  await expect(page).toHaveURL(/\/users\/\d+\/edit$/);
  await expect(page.getByRole('heading', { name: 'Edit User' })).toBeVisible();
  await expect(field(page, 'Email')).toHaveValue(email);
  await expect(field(page, 'First Name')).toHaveValue('Grace');
  await field(page, 'First Name').fill('  Grace B. ');
  await field(page, 'Last Name').fill('Hopper-Murray');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(usersUrl);
  await expect(notice(page)).toHaveText('User "Grace B. Hopper-Murray" updated.');
  await expect(row(page, email).getByRole('cell').nth(0)).toHaveText('Grace B. Hopper-Murray');

  // Reset the password.
  await row(page, email).getByRole('link', { name: 'Edit Grace B. Hopper-Murray' }).click();
  await field(page, 'New Password').fill(secondPassword);
  await field(page, 'Confirm New Password').fill(secondPassword);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(usersUrl);
  await expect(notice(page)).toHaveText('User "Grace B. Hopper-Murray" updated and password reset.');

  // The old password no longer signs in; the new one does.
  await signOut(page);
  await field(page, 'Email').fill(email);
  await page.getByLabel('Password').fill(firstPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('login-error')).toHaveText(signInMessages.invalidCredentials);
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughForm(page, { email, password: secondPassword });
  await expect(page.getByTestId('account-badge')).toContainText('Grace B. Hopper-Murray');
});

test('Add Company shows every validation message', async ({ page, request }) => {
  await signInWithToken(page, request, adminUser);
  await page.goto('/admin/companies/new');
  await expect(page.getByRole('heading', { name: 'Add Company' })).toBeVisible();
  const name = field(page, 'Company Name');
  const submit = page.getByRole('button', { name: 'Create Company' });

  await submit.click();
  await expect(page.getByText(adminMessages.companyNameRequired)).toBeVisible();
  // After the first submit, every change re-checks; the name is trimmed first.
  await name.fill('   ');
  await expect(page.getByText(adminMessages.companyNameRequired)).toBeVisible();
  await name.fill(' A ');
  await expect(page.getByText(adminMessages.companyNameTooShort)).toBeVisible();
  await name.fill('x'.repeat(256));
  await expect(page.getByText(adminMessages.companyNameTooLong)).toBeVisible();
  await name.fill('x'.repeat(255));
  await expect(page.getByText(adminMessages.companyNameTooLong)).toBeHidden();

  // Cancel creates nothing and goes back to the list.
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/companies$/);
});

test("a new company's users list is empty; Add User shows every validation message and the server's refusal", async ({
  page,
  request,
}) => {
  const company = await (await adminApi(request)).createCompany(unique('Empty Mill'));
  await signInWithToken(page, request, adminUser);
  await page.goto(`/admin/companies/${company.id}/users`);
  await expect(page.getByRole('heading', { name: `${company.name} - Users` })).toBeVisible();
  await expect(page.getByText(`No users found for ${company.name}`)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  await main(page).getByRole('link', { name: 'Add User' }).click();
  await expect(page.getByRole('heading', { name: 'Add User' })).toBeVisible();
  await expect(field(page, 'Email')).toHaveAttribute('type', 'email');
  const submit = page.getByRole('button', { name: 'Create User' });
  await submit.click();
  for (const message of [
    adminMessages.firstNameRequired,
    adminMessages.lastNameRequired,
    adminMessages.emailRequired,
    adminMessages.passwordRequired,
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  await field(page, 'First Name').fill('Ada');
  await field(page, 'Last Name').fill('Lovelace');
  await field(page, 'Email').fill('ada@');
  await expect(page.getByText(adminMessages.emailInvalid)).toBeVisible();
  await field(page, 'Password').fill('abcd');
  await field(page, 'Confirm Password').fill('abce');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  // Fixing either box clears it.
  await field(page, 'Password').fill('abce');
  await expect(page.getByText('Passwords do not match')).toBeHidden();

  // An e-mail already in use: the server's 409 message, and the form stays usable.
  await field(page, 'Email').fill(demoUser.email);
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: adminMessages.emailTaken })).toBeVisible();
  await expect(submit).toBeEnabled();
  await expect(page).toHaveURL(/\/users\/new$/);
});

test('Edit User: read-only e-mail, every validation message, and the load and save failures', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const company = await api.createCompany(unique('Rye Works'));
  const user = await api.createUser(company.id, {
    first_name: 'Alan',
    last_name: 'Turing',
    email: uniqueEmail('alan'),
  });
  const editUrl = `/admin/companies/${company.id}/users/${user.id}/edit`;
  await signInWithToken(page, request, adminUser);
  await page.goto(editUrl);

  const email = field(page, 'Email');
  await expect(email).toHaveValue(user.email);
  await expect(email).toHaveAttribute('readonly', '');
  await expect(page.getByText('Email cannot be changed for security reasons')).toBeVisible();

  const save = page.getByRole('button', { name: 'Save Changes' });
  const firstName = field(page, 'First Name');
  const lastName = field(page, 'Last Name');
  const newPassword = field(page, 'New Password');
  const confirmPassword = field(page, 'Confirm New Password');

  await firstName.fill('   ');
  await lastName.fill('');
  await save.click();
  await expect(page.getByText(adminMessages.firstNameRequired)).toBeVisible();
  await expect(page.getByText(adminMessages.lastNameRequired)).toBeVisible();
  await firstName.fill('Alan');
  await lastName.fill('Turing');
  await expect(page.getByText(adminMessages.firstNameRequired)).toBeHidden();

  // Either password box filled makes the new password required, and the two must match.
  await confirmPassword.fill('abcd');
  await save.click();
  await expect(page.getByText(adminMessages.newPasswordRequired)).toBeVisible();
  await newPassword.fill('abce');
  await expect(page.getByText(adminMessages.newPasswordRequired)).toBeHidden();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await newPassword.fill('abcd');
  await expect(page.getByText('Passwords do not match')).toBeHidden();

  // A failed name update without a server message: the spec's fallback, and the form is usable again.
  await page.route(`**/api/admin/users/${user.id}`, (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
  );
  await save.click();
  await expect(page.getByTestId('edit-user-error')).toHaveText('Failed to update user');
  await expect(save).toBeEnabled();
  await expect(firstName).toBeEnabled();
  await page.unroute(`**/api/admin/users/${user.id}`);

  // The names save, then the reset fails: its server message, then its fallback.
  await page.route(`**/api/admin/users/${user.id}/reset-password`, (route) =>
    route.fulfill({ status: 503, json: { message: 'Password store unavailable' } }),
  );
  await firstName.fill('Alan M.');
  await save.click();
  await expect(page.getByTestId('edit-user-error')).toHaveText('Password store unavailable');
  await expect(save).toBeEnabled();
  await page.unroute(`**/api/admin/users/${user.id}/reset-password`);
  await page.route(`**/api/admin/users/${user.id}/reset-password`, (route) =>
    route.fulfill({ status: 500, body: '' }),
  );
  await save.click();
  await expect(page.getByTestId('edit-user-error')).toHaveText('Failed to reset password');
  await page.unroute(`**/api/admin/users/${user.id}/reset-password`);
  // The names were saved by the first step.
  expect((await api.getUser(user.id)).first_name).toBe('Alan M.');

  // Loading: an unknown user, a user of another company, and a failed load.
  await page.goto(`/admin/companies/${company.id}/users/999999999/edit`);
  await expect(page.getByTestId('edit-user-load-error')).toHaveText('User not found');
  await page.goto(`/admin/companies/${company.id + 100000}/users/${user.id}/edit`);
  await expect(page.getByTestId('edit-user-load-error')).toHaveText('User not found');
  await page.route(`**/api/admin/users/${user.id}`, (route) =>
    route.fulfill({ status: 500, json: { message: 'Table unavailable' } }),
  );
  await page.goto(editUrl);
  await expect(page.getByTestId('edit-user-load-error')).toHaveText('Failed to load user: Table unavailable');
});

test('the lists show their load errors', async ({ page, request }) => {
  await signInWithToken(page, request, adminUser);
  await page.route(/\/api\/admin\/companies\/?(\?.*)?$/, (route) =>
    route.fulfill({ status: 500, json: { message: 'Companies unavailable' } }),
  );
  await page.goto('/admin/companies');
  await expect(main(page).getByText('Error loading companies: Companies unavailable')).toBeVisible();

  await page.route(/\/api\/admin\/users\/by-company\/\d+/, (route) =>
    route.fulfill({ status: 500, json: { message: 'Users unavailable' } }),
  );
  await page.goto('/admin/companies/1/users');
  await expect(main(page).getByText('Error loading users: Users unavailable')).toBeVisible();
});

test('deleting: a company with users is refused with the reason; its user, then the company, can be deleted', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const company = await api.createCompany(unique('Short Lived Dairy'));
  const user = await api.createUser(company.id, {
    first_name: 'Temp',
    last_name: 'Worker',
    email: uniqueEmail('temp'),
  });
  await signInWithToken(page, request, adminUser);
  const listPage = await api.companiesPageOf(company.id);
  await page.goto(listPage > 1 ? `/admin/companies?page=${listPage}` : '/admin/companies');

  const dialog = page.getByRole('dialog', { name: 'Delete company?' });
  await row(page, company.name)
    .getByRole('button', { name: `Delete ${company.name}` })
    .click();
  await expect(dialog).toContainText(company.name);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(adminMessages.companyHasUsers);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await row(page, company.name)
    .getByRole('link', { name: `View users of ${company.name}` })
    .click();
  await row(page, user.email).getByRole('button', { name: 'Delete Temp Worker' }).click();
  const userDialog = page.getByRole('dialog', { name: 'Delete user?' });
  await userDialog.getByRole('button', { name: 'Delete' }).click();
  await expect(userDialog).toBeHidden();
  await expect(notice(page)).toHaveText('User "Temp Worker" deleted.');
  await expect(page.getByText(`No users found for ${company.name}`)).toBeVisible();

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Companies' }).click();
  await expect(page).toHaveURL(/\/admin\/companies$/);
  await page.goto(listPage > 1 ? `/admin/companies?page=${listPage}` : '/admin/companies');
  await expect(row(page, company.name).getByRole('cell').nth(1)).toHaveText('0');
  await row(page, company.name)
    .getByRole('button', { name: `Delete ${company.name}` })
    .click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(notice(page)).toHaveText(`Company "${company.name}" deleted.`);
  await expect(row(page, company.name)).toHaveCount(0);
});

test('an administrator cannot delete their own account from the users list', async ({ page, request }) => {
  const token = await signInWithToken(page, request, adminUser);
  const me = await request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } });
  const { company_id: companyId } = meResponse.parse(await me.json());
  await page.goto(`/admin/companies/${companyId}/users`);
  await row(page, adminUser.email)
    .getByRole('button', { name: /^Delete / })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete user?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  // Whichever rule the API checks first: both refuse it.
  await expect(dialog.getByRole('alert')).toHaveText(
    new RegExp(`^(${adminMessages.cannotDeleteSelf}|${adminMessages.lastAdminDelete})$`),
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, adminUser.email)).toBeVisible();
});
