import { expect, test, type APIRequestContext } from '@playwright/test';
import { freshCompanyUser } from './support/fresh-company.ts';
import { navigate, pick, post } from './support/offline-steps.ts';
import { signInWithToken } from './support/session.ts';

/**
 * Issue 23 at phone size: a manual shipment typed offline is checked for lots never received or
 * produced, as the online form is (X-Unknown-Lots). Before, the outbox sent it without the check:
 * a lot that never existed was shipped without anyone being asked. Now the refusal is a conflict
 * naming the lot; its fix asks "use it anyway?", and the confirmed entry goes once.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const shipments = async (request: APIRequestContext, token: string) => {
  const res = await request.get('/api/shipments', { headers: { Authorization: `Bearer ${token}` } });
  return (await res.json()) as { total: number; items: { submission_status: string }[] };
};

test('an offline shipment of a lot never produced is a conflict, asked about on its fix, then sent once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const account = await freshCompanyUser(request, 'Offline unknown lot');
  const { token } = account;
  await post(request, token, '/api/customers/', { name: 'Corner Shop' });
  await post(request, token, '/api/materials/new', {
    name: 'Rye bread',
    material_type: 'finished_goods',
    unit_of_measure: 'kg',
    traceable: true,
  });
  await signInWithToken(page, request, account);
  // One visit online: the screens' code loads and the pickers' master data is kept.
  await page.goto('/outbox');
  await expect(page.getByText('Nothing is waiting on this device.')).toBeVisible();
  const kept = page.waitForResponse(
    (r) => r.url().includes('/api/materials?') && r.url().includes('page_size=500'),
  );
  await page.goto('/shipments/manual/offline');
  await expect(page.getByRole('heading', { name: 'Manual Shipment Entry' })).toBeVisible();
  await kept;

  await context.setOffline(true);
  await pick(page, 'Customer', 'Corner', 'Corner Shop');
  await page.getByLabel('Shipment Date').fill('2026-03-03');
  await pick(page, 'Material, row 1', 'Rye', 'Rye bread');
  await page.getByLabel('Lot Code, row 1', { exact: true }).fill('BREAD-9');
  await page.getByLabel('Quantity, row 1').fill('2');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Saved on this device — not sent yet')).toBeVisible();

  await page.getByTestId('outbox-count').click();
  const entry = page.getByRole('list', { name: 'Outbox entries' }).getByRole('listitem');
  await context.setOffline(false);
  // Before: Sent, the lot shipped without a question.
  await expect(entry).toContainText('Conflict', { timeout: 20_000 });
  await expect(entry).toContainText('Lot BREAD-9 of Rye bread is not in stock');
  expect((await shipments(request, token)).items.map((s) => s.submission_status)).not.toContain('verified');

  await entry.getByRole('link', { name: 'Open to fix' }).click();
  await expect(page.getByLabel('Lot Code, row 1', { exact: true })).toHaveValue('BREAD-9');
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lot not in stock' });
  await expect(dialog).toContainText('Lot BREAD-9 of Rye bread is not in stock: use it anyway?');
  await dialog.getByRole('button', { name: 'Use anyway' }).click();
  await expect(page.getByText('Saved on this device — not sent yet')).toBeVisible();

  // Online now, so the entry may be sent before the header's count could be clicked (it hides
  // at zero): the outbox is opened by its address instead.
  await navigate(page, '/outbox');
  await expect(entry).toContainText('Sent', { timeout: 20_000 });
  const sent = await shipments(request, token);
  expect(sent.total).toBe(1);
  expect(sent.items[0]?.submission_status).toBe('verified');
});
