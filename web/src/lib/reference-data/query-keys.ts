/**
 * The first element of every query key is the API area ('materials', 'suppliers', 'customers',
 * 'settings'). Screens and pickers cache different views of the same data under their own
 * sub-keys, so a mutation that invalidates an area's root key refreshes all of them: a
 * supplier created from a picker shows up in the suppliers list, and a material saved on its
 * screen shows up in every material picker.
 */
export const areaKeys = {
  materials: ['materials'],
  suppliers: ['suppliers'],
  customers: ['customers'],
  settings: ['settings'],
} as const;

/** Pickers search as the user types: 400 ms pause (spec 000 section 9), first 25 matches. */
export const PICKER_DEBOUNCE_MS = 400;
