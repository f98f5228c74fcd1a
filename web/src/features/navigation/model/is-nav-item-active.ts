import type { NavItem } from './nav-items.ts';

const SETTINGS_PREFIX = '/settings/';

/** `/materials/` and `/materials` are the same place; the root stays `/`. */
const normalise = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * Whether a sidebar item is highlighted for the current path (spec 000 section 2). An item is
 * active on its own path and the screens below it (/receive/manual/7 highlights Receiving).
 * For items under /settings the spec's rule is literal: the current path starts with the
 * item's path.
 */
export const isNavItemActive = (item: NavItem, currentPath: string): boolean => {
  const path = normalise(currentPath);
  const itemPath = normalise(item.path);
  if (path === itemPath || item.alsoActiveOn?.includes(path)) return true;
  if (itemPath.startsWith(SETTINGS_PREFIX)) return path.startsWith(itemPath);
  return path.startsWith(`${itemPath}/`);
};
