/**
 * HELD OUT: names for the held-out pages only (a different plant: a salsa and snack maker), so
 * no rule can lean on the tuning pages' names. Never tune the reader on these pages.
 */
export const SUPPLIERS = [
  'Rio Grande Produce',
  'Prairie Oil Works',
  'Coastal Containers',
  'Hernandez Farms',
  'Twin Peaks Chile Co',
  'Lakeside Paper Goods',
  'Morningstar Mills',
  'United Spice & Herb',
] as const;

export const CUSTOMERS = [
  'Westgate Foods',
  'Bayview Market',
  'Lone Star Grocery',
  'Harvest Co-op',
  'Pine Street Pantry',
  'Northside Distributors',
] as const;

export const INGREDIENTS = [
  'Roma Tomatoes',
  'Yellow Onions',
  'Jalapeno Peppers',
  'Cilantro',
  'Garlic Cloves',
  'Lime Juice',
  'Corn Masa',
  'Sunflower Oil',
  'Kosher Salt',
  'Ground Cumin',
  'Black Beans',
  'Apple Cider Vinegar',
] as const;

export const PACKAGING = [
  'Deli Cup 16oz',
  'Snap Lid',
  'Chip Bag 10oz',
  'Shipping Carton',
  'Front Label',
] as const;

export const FINISHED_GOODS = [
  'Salsa Roja',
  'Salsa Verde',
  'Tortilla Chips',
  'Black Bean Dip',
  'Pico de Gallo',
] as const;

/** Units written out as people do, with the unit the reader should give. */
export const WEIGHT_UNITS = [
  ['kg', 'kg'],
  ['kilograms', 'kg'],
  ['lbs', 'lb'],
  ['pounds', 'lb'],
  ['lb.', 'lb'],
  ['oz', 'oz'],
] as const;
export const VOLUME_UNITS = [
  ['gal', 'gal'],
  ['liters', 'L'],
  ['L', 'L'],
] as const;
export const COUNT_UNITS = [
  ['cases', 'case'],
  ['case', 'case'],
  ['each', 'each'],
  ['boxes', 'box'],
  ['pcs', 'each'],
] as const;
