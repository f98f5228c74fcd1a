import type { ComponentType } from 'react';

/**
 * A route's `lazy` loader for a module's named component export, so screens stay named
 * exports and each route entry fits on one line.
 */
export const lazyScreen =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  async (): Promise<{ Component: ComponentType }> => ({ Component: (await load())[name] });
