/**
 * The sidebars' contents. The regular one is spec 000 section 2's table, label for label and
 * route for route; the admin area has one section, Administration, with Companies.
 */
export interface NavItem {
  label: string;
  path: string;
  /** Other exact paths that show this item's screen (a bare /settings shows General). */
  alsoActiveOn?: readonly string[];
}

export interface NavGroup {
  label: string;
  items: readonly NavItem[];
}

export const mainNavigation: readonly NavGroup[] = [
  {
    label: 'Main',
    items: [
      { label: 'Receiving', path: '/receive' },
      { label: 'Production', path: '/production' },
      { label: 'Shipping', path: '/shipments' },
      { label: 'Inventory', path: '/inventory' },
      { label: 'Lot Tracing', path: '/lot-tracing' },
      // Not in spec 000's table: recall drills (issue 21).
      { label: 'Recall Drills', path: '/drills' },
      // Not in spec 000's table: what this device keeps unsent (issue 23).
      { label: 'Outbox', path: '/outbox' },
    ],
  },
  {
    label: 'Settings',
    items: [
      { label: 'General', path: '/settings/general', alsoActiveOn: ['/settings'] },
      { label: 'Materials', path: '/materials' },
      { label: 'Units of Measurement', path: '/settings/units' },
      { label: 'Suppliers', path: '/settings/suppliers' },
      { label: 'Customers', path: '/customers' },
    ],
  },
];

/** An administrator's way into the admin area from the app: a section of its own in the nav. */
export const adminEntry: NavGroup = {
  label: 'Administration',
  items: [{ label: 'Admin area', path: '/admin' }],
};

export const adminNavigation: readonly NavGroup[] = [
  { label: 'Administration', items: [{ label: 'Companies', path: '/admin/companies' }] },
];

/** `Units of Measurement` -> `nav-units-of-measurement`: stable hooks for tests. */
export const navTestId = (label: string): string =>
  `nav-${label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
