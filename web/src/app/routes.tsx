import type { RouteObject } from 'react-router-dom';
import { NotBuiltYet } from '../components/not-built-yet.tsx';
import { submissionScreenRoutes } from '../features/submissions/routes/submission-routes.tsx';
import { lazyScreen } from './lazy-screen.ts';

/*
 * Every signed-in screen of spec 000 section 2 and spec 001 section 2, one route per line,
 * grouped by feature with a blank line between groups. A feature replaces its own
 * placeholders, e.g.
 *   { path: '/materials', lazy: lazyScreen(() => import('../features/materials/routes/materials-page.tsx'), 'MaterialsPage') },
 * so engineers building different features edit different lines and their changes merge.
 */

/** Inside the regular signed-in layout (sidebar + toasts + content). */
export const appRoutes: RouteObject[] = [
  { index: true, lazy: lazyScreen(() => import('../features/home/routes/home-page.tsx'), 'HomePage') },

  // Goods receipts, production, shipments (spec 001 section 2): each kind's landing, upload,
  // transcribed and manual screens, generated from the kinds (features/submissions/model/screen-paths.ts)
  ...submissionScreenRoutes,

  // Inventory and material lots (spec 001 section 2)
  {
    path: '/inventory',
    lazy: lazyScreen(() => import('../features/inventory/routes/inventory-page.tsx'), 'InventoryPage'),
  },
  {
    path: '/inventory/:materialId/update',
    lazy: lazyScreen(
      () => import('../features/inventory/routes/adjust-inventory-page.tsx'),
      'AdjustInventoryPage',
    ),
  },
  {
    path: '/inventory/expiring',
    lazy: lazyScreen(() => import('../features/inventory/routes/expiring-lots-page.tsx'), 'ExpiringLotsPage'),
  },
  {
    path: '/inventory/:materialId/lots',
    lazy: lazyScreen(() => import('../features/inventory/routes/material-lots-page.tsx'), 'MaterialLotsPage'),
  },
  {
    path: '/inventory/:materialId/lots/:lotId',
    lazy: lazyScreen(() => import('../features/inventory/routes/material-lot-page.tsx'), 'MaterialLotPage'),
  },
  {
    path: '/01/:gtin/10/:lot',
    lazy: lazyScreen(() => import('../features/inventory/routes/digital-link-page.tsx'), 'DigitalLinkPage'),
  },

  // Lot tracing (spec 001 section 2)
  {
    path: '/lot-tracing',
    lazy: lazyScreen(() => import('../features/lot-tracing/routes/lot-tracing-page.tsx'), 'LotTracingPage'),
  },

  // Recall drills (issue 21 item 5), part of lot tracing
  {
    path: '/drills',
    lazy: lazyScreen(() => import('../features/lot-tracing/routes/drills-page.tsx'), 'DrillsPage'),
  },
  {
    path: '/drills/:drillId',
    lazy: lazyScreen(() => import('../features/lot-tracing/routes/drill-page.tsx'), 'DrillPage'),
  },

  // The outbox: work kept on this device until it is sent (issue 23)
  {
    path: '/outbox',
    lazy: lazyScreen(() => import('../features/outbox/routes/outbox-page.tsx'), 'OutboxPage'),
  },

  // Materials (spec 000 section 2)
  {
    path: '/materials',
    lazy: lazyScreen(() => import('../features/materials/routes/materials-page.tsx'), 'MaterialsPage'),
  },
  {
    path: '/materials/new',
    lazy: lazyScreen(() => import('../features/materials/routes/new-material-page.tsx'), 'NewMaterialPage'),
  },
  {
    path: '/materials/edit/:id',
    lazy: lazyScreen(() => import('../features/materials/routes/edit-material-page.tsx'), 'EditMaterialPage'),
  },

  // Customers (spec 000 section 2)
  {
    path: '/customers',
    lazy: lazyScreen(() => import('../features/customers/routes/customers-page.tsx'), 'CustomersPage'),
  },
  {
    path: '/customers/new',
    lazy: lazyScreen(() => import('../features/customers/routes/new-customer-page.tsx'), 'NewCustomerPage'),
  },
  {
    path: '/customers/edit/:id',
    lazy: lazyScreen(() => import('../features/customers/routes/edit-customer-page.tsx'), 'EditCustomerPage'),
  },

  // Suppliers (spec 000 section 2)
  {
    path: '/settings/suppliers',
    lazy: lazyScreen(() => import('../features/suppliers/routes/suppliers-page.tsx'), 'SuppliersPage'),
  },
  {
    path: '/settings/suppliers/new',
    lazy: lazyScreen(() => import('../features/suppliers/routes/new-supplier-page.tsx'), 'NewSupplierPage'),
  },
  {
    path: '/settings/suppliers/edit/:supplierId',
    lazy: lazyScreen(() => import('../features/suppliers/routes/edit-supplier-page.tsx'), 'EditSupplierPage'),
  },

  // General settings (spec 000 section 2: a bare /settings is General Settings too)
  {
    path: '/settings',
    lazy: lazyScreen(
      () => import('../features/settings/routes/general-settings-page.tsx'),
      'GeneralSettingsPage',
    ),
  },
  {
    path: '/settings/general',
    lazy: lazyScreen(
      () => import('../features/settings/routes/general-settings-page.tsx'),
      'GeneralSettingsPage',
    ),
  },

  // Units of measurement (spec 000 section 2)
  {
    path: '/settings/units',
    lazy: lazyScreen(() => import('../features/units/routes/units-page.tsx'), 'UnitsPage'),
  },
  {
    path: '/settings/units/new',
    lazy: lazyScreen(() => import('../features/units/routes/new-unit-page.tsx'), 'NewUnitPage'),
  },
  {
    path: '/settings/units/:abbr/edit',
    lazy: lazyScreen(() => import('../features/units/routes/edit-unit-page.tsx'), 'EditUnitPage'),
  },

  // Account and notification settings: empty placeholders in the spec itself
  { path: '/settings/account', element: <NotBuiltYet title="Account Settings" /> },
  { path: '/settings/notifications', element: <NotBuiltYet title="Notification Settings" /> },
];

/** Inside the admin layout, behind the admin guard (spec 000 section 2, "Admin area"). */
export const adminRoutes: RouteObject[] = [
  // Companies
  {
    path: '/admin/companies',
    lazy: lazyScreen(() => import('../features/admin/routes/companies-page.tsx'), 'CompaniesPage'),
  },
  {
    path: '/admin/companies/new',
    lazy: lazyScreen(() => import('../features/admin/routes/add-company-page.tsx'), 'AddCompanyPage'),
  },

  // Users of a company
  {
    path: '/admin/companies/:companyId/users',
    lazy: lazyScreen(() => import('../features/admin/routes/company-users-page.tsx'), 'CompanyUsersPage'),
  },
  {
    path: '/admin/companies/:companyId/users/new',
    lazy: lazyScreen(() => import('../features/admin/routes/add-user-page.tsx'), 'AddUserPage'),
  },
  {
    path: '/admin/companies/:companyId/users/:userId/edit',
    lazy: lazyScreen(() => import('../features/admin/routes/edit-user-page.tsx'), 'EditUserPage'),
  },
];
