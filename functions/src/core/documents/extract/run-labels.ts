/**
 * Production header labels that name the run by its process step or by its finished output
 * (compact, as header-vocabulary's labels).
 */
import { FOREIGN_RUN_LABELS } from './foreign-run-labels.ts';

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
  // Confectioners', brewers', blenders' and dairies' steps (`Conche batch`, `Blend ticket lot`,
  // `Vat lot`, `Tank batch no.`).
  'conche',
  'conching',
  'temper',
  'tempering',
  'grind',
  'grinding',
  'blend',
  'blending',
  'ticket',
  'ferment',
  'fermentation',
  'brew',
  'vat',
  'tank',
  'make',
  // A meal-kit or gift-box line assembles its output: `Kit lot`, `Assembly batch no.`.
  'kit',
  'assembly',
];
const CODES = ['lot', 'batch'];
const QUALIFIERS = ['', 'no', 'number', 'num', 'nr', 'id', 'code', 'ref'];

/**
 * The containers a run fills, named with its lot on a filling record (`Jar lot`, `Bottle lot`):
 * the lot printed on what was filled, the output's. The lot of the empty containers themselves
 * is an input's, written on its row.
 */
const FILLED = ['jar', 'bottle', 'tin', 'pot', 'pouch', 'tub'];

export const STEP_LOT_LABELS = [
  ...[...STEPS, ...FILLED].flatMap((step) => CODES.flatMap((code) => QUALIFIERS.map((q) => step + code + q))),
  // A brewery numbers its batch as the brew (`Brew #`, `Brew no.`) or, in Britain, the gyle.
  ...['brew', 'gyle'].flatMap((step) => QUALIFIERS.map((q) => step + q)),
  ...FOREIGN_RUN_LABELS.lot,
];

/** The step's day, as a date's label (`Roast day`, `Smoke date`, `Date of fill`). */
export const STEP_DAY_LABELS = STEPS.flatMap((step) => [`${step}date`, `${step}day`, `dateof${step}`]);

/**
 * The step's past participle, as a date's label (`Blended: Nov 20`, `Brewed 21-Nov-26`); a
 * filling line's too (`Jarred: Nov 27`, `Bottled 25 Nov '26`). Alone only where it rarely ends a
 * product's own name: `Hot Smoked Salmon`, `Cold Pressed Juice`, `Oven Baked` take theirs with
 * `on` (`Smoked on`).
 */
const ALONE = ['blended', 'brewed', 'roasted', 'conched', 'bottled', 'canned', 'jarred', 'bagged', 'kitted'];
const WITH_ON = ['filled', 'packed', 'assembled', 'baked', 'cooked', 'smoked', 'churned', 'pressed'];
export const STEP_DATE_LABELS = [
  ...ALONE,
  ...[...ALONE, ...WITH_ON].map((p) => `${p}on`),
  ...FOREIGN_RUN_LABELS.date,
];

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
  // A co-packer's ticket names its output as the finished (`FG`) stock-keeping unit.
  'finishedsku',
  'fgsku',
  'fgitem',
  'fgdescription',
  // A brewery's sheet names its product by the beer (a bare `Blend` is not one: `Blend #` is
  // the batch's number on a blend ticket).
  'beer',
  'beername',
  ...FOREIGN_RUN_LABELS.product,
];
export const FINISHED_QUANTITY_LABELS = [
  'finishedwt',
  'finishedweight',
  'finishedcount',
  'finishedunits',
  'finishedamount',
  'finishedyield',
  // What came out of the step, weighed or measured: `Mass out (kg)`, `Kg out`, a brewery's
  // `Knock-out vol (L)` (the wort sent to the fermenter) and `Brew length`.
  'massout',
  'netout',
  'totalout',
  'weightout',
  'wtout',
  'kgout',
  'kgsout',
  'lbout',
  'lbsout',
  'qtyout',
  'quantityout',
  'volumeout',
  'volout',
  'knockoutvol',
  'knockoutvolume',
  'kovol',
  'kovolume',
  'brewlength',
  'batchvolume',
  'finalvolume',
  // A packing line counts its good output apart from rejects and scrap: `Good cases`, `Good units`.
  ...[
    'cases',
    'units',
    'count',
    'qty',
    'pieces',
    'pcs',
    'packs',
    'cartons',
    'bottles',
    'pouches',
    'bags',
  ].map((piece) => 'good' + piece),
  ...FOREIGN_RUN_LABELS.count,
];
