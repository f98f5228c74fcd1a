/** Every inventory view is cached under this root; a stock change invalidates all of them. */
export const inventoryKeys = { all: ['inventory'] as const };
