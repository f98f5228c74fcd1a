/**
 * Production header labels that name the run by its process step or by its finished output
 * (compact, as header-vocabulary's labels).
 */

/**
 * The steps a plant's sheet names its own lot after: `Smoke lot`, `Run lot`, `Cook batch`,
 * `Fill lot no.` (each step's record numbers what came out of it). An input's lot is named by
 * the input (`Supplier lot`, `Ingredient lot`), never by the step.
 */
const STEPS = [
  'run',
  'smoke',
  'smoking',
  'kiln',
  'cook',
  'cooking',
  'fill',
  'filling',
  'mix',
  'mixing',
  'bake',
  'baking',
  'fry',
  'frying',
  'cure',
  'curing',
  'roast',
  'roasting',
  'press',
  'pressing',
  'churn',
  'freeze',
  'freezing',
  'dry',
  'drying',
  'bottling',
  'canning',
  'kettle',
  'retort',
  'oven',
  'shift',
  'job',
  'workorder',
];
const CODES = ['lot', 'batch'];
const QUALIFIERS = ['', 'no', 'number', 'num', 'nr', 'id', 'code', 'ref'];

export const STEP_LOT_LABELS = STEPS.flatMap((step) =>
  CODES.flatMap((code) => QUALIFIERS.map((q) => step + code + q)),
);

/**
 * What a sheet calls its output once made: `Finished item`, `Finished wt`; a co-packer's sheet
 * names the product as its customer's item.
 */
export const FINISHED_PRODUCT_LABELS = [
  'finisheditem',
  'finishedgoods',
  'finisheditemname',
  'customeritem',
  'customerproduct',
  'customersku',
];
export const FINISHED_QUANTITY_LABELS = [
  'finishedwt',
  'finishedweight',
  'finishedcount',
  'finishedunits',
  'finishedamount',
  'finishedyield',
];
