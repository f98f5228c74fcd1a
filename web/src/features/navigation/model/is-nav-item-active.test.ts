import { describe, expect, it } from 'vitest';
import { isNavItemActive } from './is-nav-item-active.ts';
import { adminNavigation, mainNavigation, navTestId, type NavItem } from './nav-items.ts';

const item = (path: string, alsoActiveOn?: string[]): NavItem => ({ label: path, path, alsoActiveOn });

describe('isNavItemActive', () => {
  it('is active on its own path, with or without a trailing slash', () => {
    expect(isNavItemActive(item('/receive'), '/receive')).toBe(true);
    expect(isNavItemActive(item('/receive'), '/receive/')).toBe(true);
  });

  it('is active on the screens below its path', () => {
    expect(isNavItemActive(item('/receive'), '/receive/manual/12')).toBe(true);
    expect(isNavItemActive(item('/materials'), '/materials/edit/3')).toBe(true);
    expect(isNavItemActive(item('/inventory'), '/inventory/4/lots/9')).toBe(true);
  });

  it('is not active on a path that merely shares its first letters', () => {
    expect(isNavItemActive(item('/receive'), '/receivers')).toBe(false);
    expect(isNavItemActive(item('/production'), '/')).toBe(false);
    expect(isNavItemActive(item('/customers'), '/materials')).toBe(false);
  });

  it('for items under /settings, is active whenever the path starts with the item path', () => {
    expect(isNavItemActive(item('/settings/units'), '/settings/units')).toBe(true);
    expect(isNavItemActive(item('/settings/units'), '/settings/units/new')).toBe(true);
    expect(isNavItemActive(item('/settings/units'), '/settings/units/kg/edit')).toBe(true);
    expect(isNavItemActive(item('/settings/suppliers'), '/settings/suppliers/edit/4')).toBe(true);
    expect(isNavItemActive(item('/settings/suppliers'), '/settings/units')).toBe(false);
    expect(isNavItemActive(item('/settings/general'), '/settings/account')).toBe(false);
  });

  it('honours extra exact paths (a bare /settings shows General)', () => {
    const general = item('/settings/general', ['/settings']);
    expect(isNavItemActive(general, '/settings')).toBe(true);
    expect(isNavItemActive(general, '/settings/')).toBe(true);
    expect(isNavItemActive(general, '/settings/units')).toBe(false);
  });

  it('highlights exactly one sidebar item for each screen of the spec', () => {
    const items = mainNavigation.flatMap((group) => group.items);
    const activeFor = (path: string) =>
      items.filter((entry) => isNavItemActive(entry, path)).map((entry) => entry.label);
    expect(activeFor('/settings')).toEqual(['General']);
    expect(activeFor('/settings/units/new')).toEqual(['Units of Measurement']);
    expect(activeFor('/materials/new')).toEqual(['Materials']);
    expect(activeFor('/shipments/transcribed/5')).toEqual(['Shipping']);
    expect(activeFor('/')).toEqual([]);
  });
});

describe('the sidebar table', () => {
  it("matches spec 000 section 2, group by group, with issue 23's Outbox", () => {
    const rows = mainNavigation.flatMap((group) =>
      group.items.map((entry) => [group.label, entry.label, entry.path]),
    );
    expect(rows).toEqual([
      ['Main', 'Receiving', '/receive'],
      ['Main', 'Production', '/production'],
      ['Main', 'Shipping', '/shipments'],
      ['Main', 'Inventory', '/inventory'],
      ['Main', 'Lot Tracing', '/lot-tracing'],
      ['Main', 'Recall Drills', '/drills'],
      ['Main', 'Outbox', '/outbox'],
      ['Settings', 'General', '/settings/general'],
      ['Settings', 'Materials', '/materials'],
      ['Settings', 'Units of Measurement', '/settings/units'],
      ['Settings', 'Suppliers', '/settings/suppliers'],
      ['Settings', 'Customers', '/customers'],
    ]);
    expect(adminNavigation.map((group) => [group.label, group.items.map((entry) => entry.path)])).toEqual([
      ['Administration', ['/admin/companies']],
    ]);
  });

  it('gives every item a distinct test id', () => {
    const ids = mainNavigation.flatMap((group) => group.items.map((entry) => navTestId(entry.label)));
    expect(new Set(ids).size).toBe(ids.length);
    expect(navTestId('Units of Measurement')).toBe('nav-units-of-measurement');
    expect(navTestId('Lot Tracing')).toBe('nav-lot-tracing');
  });
});
