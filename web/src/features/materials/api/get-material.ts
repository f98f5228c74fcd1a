/** The inventory screens read a material too: one query, in lib/reference-data. */
export { materialQueryOptions, useMaterial } from '../../../lib/reference-data/get-material.ts';
