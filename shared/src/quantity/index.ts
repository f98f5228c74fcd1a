export * from './quantity.ts';
export * from './units.ts';
