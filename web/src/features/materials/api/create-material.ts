/** The form and the pickers' popover create materials alike: one mutation, in lib/reference-data. */
export { useCreateMaterial } from '../../../lib/reference-data/quick-create-material.ts';
