import { materialMessages, type Material } from '@bp/shared/contracts/materials.ts';
import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';

/**
 * What the materials specs share: API set-up calls and the screen's locators. Each test has a
 * company of its own, so totals, empty states and the traceable default are its alone.
 */

export const SEARCH = materialMessages.searchPlaceholder;
/** ARCHIVED_ROW_TINT of web/src/features/materials/components/materials-table.tsx. */
export const ARCHIVED_TINT = 'rgb(251, 241, 224)';

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export interface NewMaterial {
  name: string;
  material_type: Material['material_type'];
  unit_of_measure?: string;
  sku?: string;
  additional_info?: string;
  default_supplier_id?: number;
  gtin?: string;
  product_group?: string;
}

export const createMaterials = async (
  request: APIRequestContext,
  token: string,
  materials: NewMaterial[],
): Promise<Material[]> => {
  const created: Material[] = [];
  for (const m of materials) {
    const response = await request.post('/api/materials/new', {
      headers: auth(token),
      data: { unit_of_measure: 'kg', ...m },
    });
    expect(response.status(), await response.text()).toBe(201);
    created.push((await response.json()) as Material);
  }
  return created;
};

export const getMaterial = async (
  request: APIRequestContext,
  token: string,
  id: number,
): Promise<Material> => {
  const response = await request.get(`/api/materials/${id}`, { headers: auth(token) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Material;
};

export const table = (page: Page) => page.getByRole('table', { name: 'Materials' });

/** A list that fits one page: exactly these rows, and no paging line ('Showing ...') at all. */
export const expectOnePage = async (page: Page, rows: number): Promise<void> => {
  await expect(table(page).getByRole('row')).toHaveCount(rows + 1);
  await expect(page.getByText(/^Showing \d+ to \d+ of/)).toHaveCount(0);
};
export const rowOf = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });
export const searchBox = (page: Page) => page.getByRole('searchbox', { name: SEARCH });
export const nameField = (page: Page) => page.getByRole('textbox', { name: 'Name', exact: true });
export const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });

/** The box follows the address, which changes a moment after the click: check once it has. */
export const setShowArchived = async (page: Page, on: boolean) => {
  const box = page.getByRole('checkbox', { name: 'Show archived' });
  await box.click();
  await expect(box).toBeChecked({ checked: on });
};

export const chooseUnit = async (page: Page, unit: string) => {
  await page.getByRole('combobox', { name: 'Unit of Measure' }).click();
  await page.getByRole('option', { name: unit, exact: true }).click();
};

/**
 * Types into the search box inside the page, one input event per character with no pause in
 * between (the test runner's own timing cannot stretch the gaps), optionally followed by Enter.
 */
export const typeInPage = async (
  page: Page,
  text: string,
  options: { enter?: boolean } = {},
): Promise<void> => {
  await searchBox(page).evaluate(
    (input, [value, enter]) => {
      const box = input as HTMLInputElement;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      box.focus();
      for (let i = 1; i <= value.length; i += 1) {
        setValue?.call(box, value.slice(0, i));
        box.dispatchEvent(new Event('input', { bubbles: true }));
      }
      if (enter)
        box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    },
    [text, options.enter ?? false] as const,
  );
};

/** The search terms of the list calls the page makes (undefined: no search). */
export const recordSearches = (page: Page): (string | null)[] => {
  const searches: (string | null)[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && /^\/api\/materials\/?$/.test(url.pathname))
      searches.push(url.searchParams.get('search'));
  });
  return searches;
};
