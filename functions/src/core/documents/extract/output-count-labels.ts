/** The pieces a line's output is counted in, and what its count is of (`Loaves out`, `Packs made`). */
const OUTPUT_PIECES = [
  'loaves',
  'loaf',
  'rolls',
  'buns',
  'pies',
  'cakes',
  'trays',
  'packs',
  'pieces',
  'pcs',
  'portions',
  'bottles',
  'cans',
  'cartons',
  'bags',
  'tubs',
  'pouches',
  // Filled and moulded goods: a preserve kitchen's jars, a dairy's wheels and blocks of cheese.
  'jars',
  'tins',
  'pots',
  'jugs',
  'sachets',
  'wheels',
  'blocks',
  // Any line's output, counted as units or cases (`Units filled`, `Cases packed`).
  'units',
  'cases',
  // An assembly line's kits and boxes (`Kits packed: 640`, `Boxes assembled`).
  'kits',
  'boxes',
];
const OUTPUT_VERBS = ['out', 'made', 'produced', 'packed', 'filled', 'packedoff', 'assembled'];

/**
 * `loavesout`, `packsmade`, ...: a production line's output counted by the piece; and the
 * pieces alone, plural (`Cartons: 380`, `Cases: 40`): in a production sheet's header, a count
 * of cartons or jars is what the run packed (its inputs are counted on their rows).
 */
/** One piece, as a count's label names it (`Jar count`, `Bottle count`, `Case count`). */
const ONE_PIECE = [
  'jar',
  'bottle',
  'can',
  'tin',
  'pot',
  'tub',
  'pouch',
  'bag',
  'carton',
  'case',
  'pack',
  'unit',
  'loaf',
  'tray',
  'kit',
  'box',
];

export const OUTPUT_COUNT_LABELS = [
  ...OUTPUT_PIECES.flatMap((piece) => OUTPUT_VERBS.map((verb) => piece + verb)),
  ...ONE_PIECE.map((piece) => `${piece}count`),
  ...[...OUTPUT_PIECES, 'cases'].filter((piece) => piece.endsWith('s') && piece !== 'pcs'),
];
