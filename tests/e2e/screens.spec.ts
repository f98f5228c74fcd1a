import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { kindScreenPatterns } from '../../web/src/features/submissions/model/screen-paths.ts';
import { repoRoot } from '../support/local-cloud-process.ts';
import { adminUser, type Account } from './support/accounts.ts';
import { freshCompanyUser } from './support/fresh-company.ts';
import { auth, createMaterials } from './support/materials-page.ts';
import {
  cutTexts,
  overlappingControls,
  pageOverflow,
  seriousAxeViolations,
  sidewaysScrollers,
  smallTapTargets,
  tablesWiderThanTheirBox,
} from './support/screen-checks.ts';
import { openScreen } from './support/open-screen.ts';
import { signInWithToken } from './support/session.ts';

/**
 * Every screen, at a desk (1280 x 800) and on a phone (390 x 844): the page never scrolls
 * sideways, on a phone nothing inside it does either (lists are cards there), no text is cut
 * to "…" and no button is under 40 px, at a desk no
 * control overlaps another and every table's columns fit its box, and axe-core
 * finds nothing serious or critical. Each screen is visited with data in it (a material, a
 * supplier, a customer, a custom unit, a company with a user), so lists show rows, not only
 * their empty state. That company is seeded once per worker and shared by its screen tests.
 */

interface Ids {
  material: number;
  supplier: number;
  customer: number;
  company: number;
  user: number;
  lot: number;
  /** A recall drill of that lot. */
  drill: number;
  /** Draft submissions of each kind (a receipt with a row; a verified receipt is in the list too). */
  receipt: number;
  production: number;
  shipment: number;
}

/** Route pattern (as written in web/src/app/routes.tsx) -> the address visited. */
const APP_SCREENS: Record<string, (ids: Ids) => string> = {
  '/': () => '/',
  '/receive': () => '/receive',
  '/receive/upload': () => '/receive/upload',
  '/receive/transcribed/:submissionId': (ids) => `/receive/transcribed/${ids.receipt}`,
  '/receive/manual': () => '/receive/manual',
  '/receive/manual/:submissionId': (ids) => `/receive/manual/${ids.receipt}`,
  '/receive/manual/offline': () => '/receive/manual/offline',
  '/production': () => '/production',
  '/production/upload': () => '/production/upload',
  '/production/transcribed/:submissionId': (ids) => `/production/transcribed/${ids.production}`,
  '/production/manual': () => '/production/manual',
  '/production/manual/:submissionId': (ids) => `/production/manual/${ids.production}`,
  '/production/manual/offline': () => '/production/manual/offline',
  '/shipments': () => '/shipments',
  '/shipments/upload': () => '/shipments/upload',
  '/shipments/transcribed/:submissionId': (ids) => `/shipments/transcribed/${ids.shipment}`,
  '/shipments/manual': () => '/shipments/manual',
  '/shipments/manual/:submissionId': (ids) => `/shipments/manual/${ids.shipment}`,
  '/shipments/manual/offline': () => '/shipments/manual/offline',
  '/inventory': () => '/inventory',
  '/inventory/expiring': () => '/inventory/expiring',
  '/inventory/:materialId/update': (ids) => `/inventory/${ids.material}/update`,
  '/inventory/:materialId/lots': (ids) => `/inventory/${ids.material}/lots`,
  '/inventory/:materialId/lots/:lotId': (ids) => `/inventory/${ids.material}/lots/${ids.lot}`,
  // A label's GS1 Digital Link: opens the lot page of the seeded flour (GTIN below).
  '/01/:gtin/10/:lot': () => '/01/09521234543213/10/FLR-2026-001?17=271231',
  '/lot-tracing': () => '/lot-tracing',
  '/outbox': () => '/outbox',
  '/drills': () => '/drills',
  '/drills/:drillId': (ids) => `/drills/${ids.drill}`,
  '/materials': () => '/materials?archived=1',
  '/materials/new': () => '/materials/new',
  '/materials/edit/:id': (ids) => `/materials/edit/${ids.material}`,
  '/customers': () => '/customers',
  '/customers/new': () => '/customers/new',
  '/customers/edit/:id': (ids) => `/customers/edit/${ids.customer}`,
  '/settings/suppliers': () => '/settings/suppliers',
  '/settings/suppliers/new': () => '/settings/suppliers/new',
  '/settings/suppliers/edit/:supplierId': (ids) => `/settings/suppliers/edit/${ids.supplier}`,
  '/settings': () => '/settings',
  '/settings/general': () => '/settings/general',
  '/settings/units': () => '/settings/units?tab=custom',
  '/settings/units/new': () => '/settings/units/new',
  '/settings/units/:abbr/edit': () => '/settings/units/crate/edit',
  '/settings/account': () => '/settings/account',
  '/settings/notifications': () => '/settings/notifications',
};

const ADMIN_SCREENS: Record<string, (ids: Ids) => string> = {
  '/admin/companies': () => '/admin/companies',
  '/admin/companies/new': () => '/admin/companies/new',
  '/admin/companies/:companyId/users': (ids) => `/admin/companies/${ids.company}/users`,
  '/admin/companies/:companyId/users/new': (ids) => `/admin/companies/${ids.company}/users/new`,
  '/admin/companies/:companyId/users/:userId/edit': (ids) =>
    `/admin/companies/${ids.company}/users/${ids.user}/edit`,
};

/** Screens that are not routes of routes.tsx: the standard units tab and the not-found page. */
const EXTRA_APP_SCREENS = [
  '/settings/units',
  '/materials',
  '/no-such-screen',
  // A traced lot: the result view, not only the empty form.
  '/lot-tracing?lot_code=FLR-2026-001',
];

const VIEWPORTS = [
  { name: 'desk', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

test('the screen list covers every route of web/src/app/routes.tsx', () => {
  const source = readFileSync(join(repoRoot, 'web/src/app/routes.tsx'), 'utf8');
  // The submission kinds' screens are generated from their paths; the rest are written out.
  const routes = [
    ...[...source.matchAll(/path: '([^']+)'/g)].map((m) => m[1] ?? ''),
    ...kindScreenPatterns().map((screen) => screen.path),
  ];
  expect(routes.length).toBeGreaterThan(30);
  const covered = new Set(['/', ...Object.keys(APP_SCREENS), ...Object.keys(ADMIN_SCREENS)]);
  expect(routes.filter((route) => !covered.has(route))).toEqual([]);
});

test('the desk checks find overlapping controls and tables wider than their box', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.setContent(`<main>
    <div style="display:flex;width:400px">
      <div style="width:200px"><input aria-label="Supplier" style="width:260px"></div>
      <div style="width:200px"><input aria-label="Lot Code" style="width:180px"></div>
    </div>
    <div style="width:300px;overflow-x:auto"><table aria-label="Rows" style="width:600px"><tr><td>a</td></tr></table></div>
    <div style="width:300px"><table aria-label="Fits" style="width:290px"><tr><td>b</td></tr></table></div>
  </main>`);
  expect(await overlappingControls(page)).toEqual(['field "Supplier" overlaps field "Lot Code"']);
  expect(await tablesWiderThanTheirBox(page)).toEqual(['table "Rows" (600 > 300)']);
});

test('the phone checks find text cut to "…" and buttons under 40 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.setContent(`<header><div style="display:flex;width:200px">
      <span style="white-space:nowrap;overflow:hidden;text-overflow:ellipsis">BatchPath Operations</span>
      <button style="flex-shrink:0;width:150px;height:40px">Outbox: 1 unsent</button>
    </div></header>
    <main><button aria-label="Fix" style="width:42px;height:25px">Fix</button>
      <button style="width:80px;height:40px">Save</button></main>`);
  expect(await cutTexts(page)).toEqual([expect.stringMatching(/^"BatchPath Operations" is cut/)]);
  expect(await smallTapTargets(page)).toEqual(['button "Fix" is 42 x 25 px']);
});

const seed = async (request: APIRequestContext): Promise<{ account: Account; ids: Ids }> => {
  const account = await freshCompanyUser(request, 'Screens');
  const headers = auth(account.token);
  const supplier = await request.post('/api/suppliers/', {
    headers,
    data: { name: 'Northern Mills Cooperative', contact_name: 'Ada Lovelace', city: 'Leeds' },
  });
  expect(supplier.status(), await supplier.text()).toBe(201);
  const customer = await request.post('/api/customers/', {
    headers,
    data: { name: 'Harbourside Bakery & Café', email: 'orders@harbourside.example', country: 'GB' },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  const units = await request.put('/api/company-settings/units', {
    headers,
    data: { custom_units: [{ name: 'Crate of twelve', abbr: 'crate', type: 'count' }] },
  });
  expect(units.status(), await units.text()).toBe(200);
  const [material] = await createMaterials(request, account.token, [
    {
      name: 'Stone-ground wholemeal flour, organic',
      material_type: 'ingredient',
      sku: 'FLR-001',
      gtin: '9521234543213',
      additional_info: 'Keep dry; 25 kg sacks from the mill in Leeds',
      product_group: 'Flours & grains',
    },
    {
      name: 'Kraft box 30 cm',
      material_type: 'packaging',
      unit_of_measure: 'crate',
      product_group: 'Corrugated packaging, recyclable',
    },
  ]);

  // A lot with stock, so the lot and ledger screens show one.
  const adjusted = await request.post(`/api/inventory/${material?.id}/adjust`, {
    headers,
    data: { qty_delta: 12.5, txn_reason: 'adjustment', lot_code: 'FLR-2026-001', note: 'Opening stock' },
  });
  expect(adjusted.status(), await adjusted.text()).toBe(200);
  const lots = await request.get(`/api/materials/${material?.id}/lots`, { headers });
  expect(lots.status(), await lots.text()).toBe(200);
  const [lot] = ((await lots.json()) as { items: { id: number }[] }).items;

  const drill = await request.post('/api/drills', {
    headers,
    // At random from the flour's group (its one lot): the drill says so; the box's group is due.
    data: { product_group: 'Flours & grains' },
  });
  expect(drill.status(), await drill.text()).toBe(201);

  const submissions = await seedSubmissions(request, account.token, {
    supplier: ((await supplier.json()) as { id: number }).id,
    material: material?.id ?? 0,
  });

  const me = await request.get('/api/me', { headers });
  expect(me.status()).toBe(200);
  const { id: user, company_id: company } = (await me.json()) as { id: number; company_id: number };
  return {
    account,
    ids: {
      material: material?.id ?? 0,
      supplier: ((await supplier.json()) as { id: number }).id,
      customer: ((await customer.json()) as { id: number }).id,
      company,
      user,
      lot: lot?.id ?? 0,
      drill: ((await drill.json()) as { id: number }).id,
      ...submissions,
    },
  };
};

/** A submitted (verified) goods receipt, a draft one with a row, and a draft of each other kind. */
const seedSubmissions = async (
  request: APIRequestContext,
  token: string,
  refs: { supplier: number; material: number },
): Promise<Pick<Ids, 'receipt' | 'production' | 'shipment'>> => {
  const headers = auth(token);
  const start = async (base: string) => {
    const res = await request.post(`${base}/manual-new`, { headers });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const row = {
    supplier_id: refs.supplier,
    material_id: refs.material,
    lot_code: 'FLR-2026-002',
    quantity: 5,
    unit: 'kg',
    receipt_date: '2026-03-01',
  };
  const verified = await start('/api/goods-receipts');
  const submitted = await request.post('/api/goods-receipts/submit', {
    headers,
    data: { submission_id: verified, receipt_date: '2026-03-01', rows: [row] },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  // Drafts with rows (one name unrecognised) for the verification screens.
  const draft = async (base: string, rows: object[], header?: object) => {
    const id = await start(base);
    if (header) expect((await request.patch(`${base}/${id}`, { headers, data: header })).status()).toBe(200);
    for (const data of rows) {
      const added = await request.post(`${base}/${id}/recognised-rows`, { headers, data });
      expect(added.status(), await added.text()).toBe(201);
    }
    return id;
  };
  const receipt = await draft('/api/goods-receipts', [
    row,
    {
      supplier_name: 'Northern Mils',
      material_id: refs.material,
      quantity: 4,
      unit: 'kg',
      lot_code: 'FLR-2026-003',
    },
  ]);
  const production = await draft(
    '/api/production',
    [{ material_id: refs.material, amt_used: 2, unit: 'kg', material_lot: 'FLR-2026-001' }],
    { production_date: '2026-03-01', outgoing_lot: 'LOAF-1', quantity_produced: 10, quantity_unit: 'pcs' },
  );
  const shipment = await draft('/api/shipments', [{ material_name: 'Seeded loaf', material_quantity: 3 }]);
  return { receipt, production, shipment };
};

/** Visits one address and checks it; problems are collected, so one run reports them all. */
const checkScreen = async (
  page: Page,
  url: string,
  phone: boolean,
  problems: string[],
  how: 'load' | 'route' = 'load',
) => {
  await openScreen(page, url, how);
  const { scrollWidth, clientWidth } = await pageOverflow(page);
  if (scrollWidth > clientWidth)
    problems.push(`${url}: the page scrolls sideways (${scrollWidth} > ${clientWidth})`);
  // On a phone nothing scrolls sideways, no text ends in "…" (the app bar's title, a chosen
  // value) and every button is a 40 px target.
  if (phone) {
    for (const box of await sidewaysScrollers(page)) problems.push(`${url}: ${box} scrolls sideways`);
    for (const text of await cutTexts(page)) problems.push(`${url}: ${text}`);
    for (const button of await smallTapTargets(page)) problems.push(`${url}: ${button}`);
  }
  // At a desk every control has its own place and every table's columns are in view.
  if (!phone) {
    for (const pair of await overlappingControls(page)) problems.push(`${url}: ${pair}`);
    for (const table of await tablesWiderThanTheirBox(page))
      problems.push(`${url}: ${table} is wider than its box`);
  }
  for (const violation of await seriousAxeViolations(page)) problems.push(`${url}: ${violation}`);
  // E2E_SCREENSHOTS=dir keeps a picture of every screen, to look at them by eye.
  const shots = process.env.E2E_SCREENSHOTS;
  if (shots) {
    const file = `${phone ? 'phone' : 'desk'}${url.replace(/[^a-z0-9]+/gi, '-')}.png`;
    await page.screenshot({ path: join(shots, file), fullPage: true });
  }
};

/**
 * The company screens in a few tests a viewport (about twenty seconds each), not one of minutes:
 * the two workers share them evenly, and none is left running alone at the end of the run.
 */
const PARTS = 4;
const chunks = <T>(items: T[]): T[][] => {
  const size = Math.ceil(items.length / PARTS);
  return Array.from({ length: PARTS }, (_, i) => items.slice(i * size, (i + 1) * size));
};

/** Company screens, in chunks; each chunk's addresses are built from the worker's seeded ids. */
const APP_CHUNKS = chunks([...Object.values(APP_SCREENS), ...EXTRA_APP_SCREENS.map((url) => () => url)]);

/**
 * The seeded company, once per worker (this module is loaded once a worker): the screens only
 * read it, whichever part comes first. Not a worker-scoped fixture: a fixture of its own would
 * give these tests a worker of their own kind, which Playwright schedules after all the others.
 */
let seeded: Promise<{ account: Account; ids: Ids }> | undefined;
const seededCompany = (request: APIRequestContext) => {
  seeded ??= seed(request).catch((error: unknown) => {
    seeded = undefined;
    throw error;
  });
  return seeded;
};

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} x ${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    const phone = viewport.name === 'phone';

    for (const [index, chunk] of APP_CHUNKS.entries()) {
      test(`every screen fits and passes axe (${viewport.name}), part ${index + 1}`, async ({
        page,
        request,
      }) => {
        test.setTimeout(120_000);
        const { account, ids } = await seededCompany(request);
        const problems: string[] = [];
        await signInWithToken(page, request, account);
        for (const [visit, url] of chunk.map((to) => to(ids)).entries()) {
          await test.step(url, () => checkScreen(page, url, phone, problems, visit ? 'route' : 'load'));
        }
        expect(problems).toEqual([]);
      });
    }

    test(`every screen fits and passes axe (${viewport.name}), sign-in and admin`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const { ids } = await seededCompany(request);
      const problems: string[] = [];
      await test.step('/login', () => checkScreen(page, '/login', phone, problems));
      await signInWithToken(page, request, adminUser);
      for (const [visit, url] of Object.values(ADMIN_SCREENS)
        .map((to) => to(ids))
        .entries()) {
        await test.step(url, () => checkScreen(page, url, phone, problems, visit ? 'route' : 'load'));
      }
      expect(problems).toEqual([]);
    });
  });
}
