import type { AdminUser, Company } from '@bp/shared/contracts/admin.ts';
import { expect, test, type Page } from '@playwright/test';
import { adminUser } from './support/accounts.ts';
import { adminApi } from './support/admin-api.ts';
import { signInWithToken } from './support/session.ts';

/**
 * The administrator's lists are global secondary index reads, which AWS cannot make consistent:
 * a moment after a write they may answer without it. DynamoDB Local always answers the latest,
 * so here the lists' answers are made to lag as AWS's may: each write of this test is taken back
 * out of them. Before, the admin landed on a list without the company or user just created,
 * still showing the one just deleted, and the old name of the one just edited.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const notice = (page: Page) => page.getByTestId('admin-notice');
/** At 390 px the tables are lists of cards. */
const row = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const unique = (prefix: string) => `${prefix} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

type Lag<T> = (items: T[]) => T[];

/** Answers the browser's list calls as an index that has not caught up: `lag` rewrites the items. */
const lagList = async <T extends { id: number }>(page: Page, path: RegExp, lag: { items: Lag<T> }) =>
  page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const answer = await route.fetch();
      const list = (await answer.json()) as { items: T[]; total: number };
      const items = lag.items(list.items);
      await route.fulfill({ response: answer, json: { ...list, items, total: items.length } });
    },
  );

test('right after each write, the lists show it though their index has not caught up', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const api = await adminApi(request);
  const name = unique('Index Lag Dairy');
  const email = `lag-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example`;
  const companies: { items: Lag<Company> } = { items: (items) => items };
  const users: { items: Lag<AdminUser> } = { items: (items) => items };
  await lagList(page, /^\/api\/admin\/companies\/?$/, companies);
  await lagList(page, /^\/api\/admin\/users\/by-company\/\d+\/?$/, users);
  await signInWithToken(page, request, adminUser);
  await page.goto('/admin/companies/new');

  // A company created: not yet in the index.
  companies.items = (items) => items.filter((c) => c.name !== name);
  await field(page, 'Company Name').fill(name);
  await page.getByRole('button', { name: 'Create Company' }).click();
  await expect(notice(page)).toHaveText(`Company "${name}" created.`);
  await expect(row(page, name)).toBeVisible();

  // A user added: not yet in the index.
  await row(page, name)
    .getByRole('link', { name: `View users of ${name}` })
    .click();
  await page.getByRole('link', { name: 'Add User' }).click();
  users.items = (items) => items.filter((u) => u.email !== email);
  await field(page, 'First Name').fill('Ada');
  await field(page, 'Last Name').fill('Byron');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill('first-pass-1');
  await field(page, 'Confirm Password').fill('first-pass-1');
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(notice(page)).toHaveText('User "Ada Byron" created.');
  await expect(row(page, email)).toContainText('Ada Byron');

  // Renamed: the index still has the name from before.
  users.items = (items) => items;
  const before = (await api.companyUsers((await api.companyNamed(name)).id)).find((u) => u.email === email);
  expect(before).toBeDefined();
  users.items = (items) => items.map((u) => (u.email === email && before ? before : u));
  await row(page, email).getByRole('link', { name: 'Edit Ada Byron' }).click();
  await field(page, 'First Name').fill('Augusta Ada');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(notice(page)).toHaveText('User "Augusta Ada Byron" updated.');
  await expect(row(page, email)).toContainText('Augusta Ada Byron');

  // Deleted: the index still holds the user.
  users.items = (items) => (before && !items.some((u) => u.id === before.id) ? [...items, before] : items);
  await row(page, email).getByRole('button', { name: 'Delete Augusta Ada Byron' }).click();
  await page.getByRole('dialog', { name: 'Delete user?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page)).toHaveText('User "Augusta Ada Byron" deleted.');
  await expect(row(page, email)).toHaveCount(0);

  // The company deleted: the index still holds it.
  const company = await api.companyNamed(name);
  companies.items = (items) => (items.some((c) => c.id === company.id) ? items : [...items, company]);
  const listPage = await api.companiesPageOf(company.id);
  await page.goto(listPage > 1 ? `/admin/companies?page=${listPage}` : '/admin/companies');
  await row(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await page.getByRole('dialog', { name: 'Delete company?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page)).toHaveText(`Company "${name}" deleted.`);
  await expect(row(page, name)).toHaveCount(0);
});
