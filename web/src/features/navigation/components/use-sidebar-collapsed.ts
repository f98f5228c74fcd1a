import { useCallback, useState } from 'react';
import { readSidebarCollapsed, writeSidebarCollapsed } from '../model/sidebar-preference.ts';

export const useSidebarCollapsed = (): [collapsed: boolean, toggle: () => void] => {
  const [collapsed, setCollapsed] = useState(readSidebarCollapsed);
  const toggle = useCallback(() => {
    const next = !collapsed;
    writeSidebarCollapsed(next);
    setCollapsed(next);
  }, [collapsed]);
  return [collapsed, toggle];
};
