/** Names a small food plant's paperwork is full of; the generator draws from them. */
export const SUPPLIERS = [
  'Acme Foods',
  'Valley Mills',
  'Northern Dairy Co',
  'Sunrise Packaging',
  'Golden Grain Ltd',
  'Blue Ridge Farms',
  'Pacific Spice Traders',
  'Miller & Sons',
  'Harbor Sugar Inc',
  'Green Leaf Organics',
] as const;

export const CUSTOMERS = [
  'Corner Market',
  'Fresh Basket Stores',
  'City Deli Supply',
  'Hillside Grocers',
  'Metro Foodservice',
  'Oak Street Bakery',
  'Riverside Cafe',
  'Summit Wholesale',
] as const;

export const INGREDIENTS = [
  'Wheat Flour',
  'Cane Sugar',
  'Sea Salt',
  'Whole Milk',
  'Butter',
  'Egg Yolk',
  'Vanilla Extract',
  'Cocoa Powder',
  'Rolled Oats',
  'Honey',
  'Yeast',
  'Olive Oil',
  'Almonds',
  'Raisins',
  'Cinnamon',
  'Baking Soda',
] as const;

export const PACKAGING = [
  'Kraft Box',
  'Paper Bag',
  'Glass Jar 500ml',
  'Lid 70mm',
  'Label Roll',
  'Shrink Film',
] as const;

export const FINISHED_GOODS = [
  'Oat Cookies',
  'Honey Granola',
  'Sourdough Loaf',
  'Chocolate Brownie',
  'Almond Biscotti',
  'Cinnamon Rolls',
  'Butter Croissant',
] as const;

/** Units as people write them, with the canonical unit extraction should return. */
export const WEIGHT_UNITS = [
  ['kg', 'kg'],
  ['g', 'g'],
  ['lb', 'lb'],
  ['lbs', 'lb'],
  ['oz', 'oz'],
] as const;
export const VOLUME_UNITS = [
  ['L', 'L'],
  ['mL', 'mL'],
  ['gal', 'gal'],
] as const;
export const COUNT_UNITS = [
  ['ea', 'each'],
  ['pcs', 'each'],
  ['case', 'case'],
  ['box', 'box'],
] as const;
