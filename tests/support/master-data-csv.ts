/**
 * Deterministic master-data spreadsheets for benchmarks and tests: suppliers, customers and
 * materials as CSV in the import format, with names that searches find in varied numbers.
 */

const ADJECTIVES = [
  'Golden',
  'Organic',
  'Fresh',
  'Premium',
  'Classic',
  'Roasted',
  'Fine',
  'Raw',
  'Sweet',
  'Pure',
  'Wild',
  'Smoked',
];
const NOUNS = [
  'Sugar',
  'Flour',
  'Salt',
  'Yeast',
  'Butter',
  'Cocoa',
  'Vanilla',
  'Oil',
  'Honey',
  'Oats',
  'Almond',
  'Cinnamon',
  'Pepper',
  'Rice',
  'Barley',
  'Malt',
];
const PACKAGING = ['Box', 'Jar', 'Lid', 'Label', 'Bag', 'Carton', 'Pouch', 'Tray'];
const PRODUCTS = ['Bread', 'Cake', 'Cookie', 'Granola', 'Muffin', 'Cracker', 'Bar', 'Loaf'];
const CITIES = ['Springfield', 'Riverton', 'Lakeside', 'Fairview', 'Greenville', 'Salem'];
const SURNAMES = [
  'Smith',
  'Garcia',
  'Nguyen',
  'Brown',
  'Miller',
  'Davis',
  'Lopez',
  'Wilson',
  'Moore',
  'Taylor',
];
const BUSINESS = ['Bakery', 'Market', 'Foods', 'Grocers', 'Deli', 'Cafe', 'Provisions', 'Pantry'];
const UNITS = ['kg', 'lb', 'g', 'oz', 'L', 'mL', 'gal', 'unit', 'bag'];

/** Small, fast, seeded PRNG (mulberry32) so every run builds the same data. */
export const seededRandom = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;

const csvLine = (cells: readonly (string | number)[]) =>
  cells.map((c) => (/[",\n]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : String(c))).join(',');

export const supplierName = (i: number) =>
  `${pick(seededRandom(i), SURNAMES)} ${pick(seededRandom(i + 7), NOUNS)} Supply ${i}`;

export const suppliersCsv = (count: number): string => {
  const random = seededRandom(11);
  const lines = ['name,contact_name,phone_number,email_address_for_pos,city,state,zipcode,country'];
  for (let i = 1; i <= count; i++) {
    lines.push(
      csvLine([
        supplierName(i),
        `${pick(random, SURNAMES)} Contact`,
        `555-${String(1000 + (i % 9000)).padStart(4, '0')}-${String(i % 10000).padStart(4, '0')}`,
        `orders${i}@supplier.test`,
        pick(random, CITIES),
        'CA',
        String(90000 + (i % 9999)).padStart(5, '0'),
        'USA',
      ]),
    );
  }
  return lines.join('\n');
};

export const customersCsv = (count: number): string => {
  const random = seededRandom(23);
  const lines = ['name,contact_name,phone_number,email,city,state_province,postal_code,country'];
  for (let i = 1; i <= count; i++) {
    lines.push(
      csvLine([
        `${pick(random, CITIES)} ${pick(random, BUSINESS)} ${pick(random, SURNAMES)} ${i}`,
        `${pick(random, SURNAMES)}`,
        `555-01${String(i % 100).padStart(2, '0')}`,
        `buyer${i}@customer.test`,
        pick(random, CITIES),
        'ON',
        `K${i % 10}A 0B${i % 10}`,
        pick(random, ['US', 'CA', 'GB']),
      ]),
    );
  }
  return lines.join('\n');
};

/** Materials `from`..`to` (inclusive); every third is packaging or a finished good; 5% archived. */
export const materialsCsv = (from: number, to: number, supplierCount: number): string => {
  const random = seededRandom(37 + from);
  const lines = [
    'name,sku,material_type,unit_of_measure,additional_info,traceable,default_supplier,is_archived',
  ];
  for (let i = from; i <= to; i++) {
    const type = i % 3 === 0 ? 'finished_goods' : i % 3 === 1 ? 'ingredient' : 'packaging';
    const noun =
      type === 'ingredient'
        ? pick(random, NOUNS)
        : type === 'packaging'
          ? pick(random, PACKAGING)
          : pick(random, PRODUCTS);
    const supplier = type === 'finished_goods' ? '' : supplierName(1 + Math.floor(random() * supplierCount));
    lines.push(
      csvLine([
        `${pick(random, ADJECTIVES)} ${noun} ${i}`,
        `SKU-${String(i).padStart(6, '0')}`,
        type,
        pick(random, UNITS),
        random() < 0.3 ? 'Store in a cool, dry place' : '',
        random() < 0.8 ? 'true' : 'false',
        supplier,
        random() < 0.05 ? 'true' : 'false',
      ]),
    );
  }
  return lines.join('\n');
};

const prefixes = (words: readonly string[]) => words.map((w) => w.toLowerCase().slice(0, 5));

/** Search terms of the benchmark by material type: parts of the words its names are made of. */
export const MATERIAL_SEARCHES = {
  ingredient: prefixes([...NOUNS, ...ADJECTIVES]),
  packaging: prefixes([...PACKAGING, ...ADJECTIVES]),
  finished_goods: prefixes([...PRODUCTS, ...ADJECTIVES]),
} as const;
export const CUSTOMER_SEARCHES = [...CITIES, ...BUSINESS, ...SURNAMES].map((w) =>
  w.toLowerCase().slice(0, 4),
);
