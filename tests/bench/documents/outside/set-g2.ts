import type { OutsideSet } from './page-model.ts';

export const G2_SET: OutsideSet = {
  name: 'g2',
  company: { materials: [], suppliers: [], customers: [], stock: [] },
  pages: [],
};
