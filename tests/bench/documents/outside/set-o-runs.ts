import { c, u } from './line-builders.ts';
import type { OutsidePage } from './page-model.ts';
import { productionTruth } from './truth.ts';

/**
 * HELD OUT (set O, sdoc15): production paperwork written from real forms no earlier set drew (a
 * Polish karta produkcyjna partii for gingerbread with a Roman-numeral month, `26.XI.2026 r.`,
 * thousands spaces and the recipe's amount beside the amount used; a Greek feta dairy's
 * production sheet in Latin letters, `26 Noe 2026`; a US cosmetics batch manufacturing record's
 * dispensing section with an ambiguous `11/06/26` beside an unambiguous expiry and release date;
 * a Quebec pet treat maker's bilingual fiche de lot with `le 24 novembre 2026`; a South African
 * biltong batch card with `2026/11/20` and a mass column), by a helper that does not tune.
 * Scored, never tuned on: never write a rule against these pages.
 */

export const O_RUNS: OutsidePage[] = [
  {
    id: 'o06-karta-produkcyjna',
    hand: null,
    capture: 'scan',
    title: 'KARTA PRODUKCYJNA PARTII',
    letterhead: ['Cukiernia Kopernik sp. z o.o.  ·  ul. Szosa Lubicka 41, 87-100 Toruń'],
    headerStyle: 'above',
    // The release stamp lands on the shift's box, which holds no field the truth keeps.
    header: [
      { label: 'Data produkcji', value: '26.XI.2026 r.' },
      { label: 'Zmiana', value: 'II' },
      { label: 'Wyrób gotowy', value: 'Pierniki w czekoladzie 200 g' },
      { label: 'Nr partii', value: 'PCZ/330/26' },
      { label: 'Ilość wyprodukowana', value: '1 840 szt.' },
      { label: 'Linia', value: 'L-2 (tunel)' },
    ],
    columns: [
      c('Lp.', 0.06),
      c('Surowiec / opakowanie', 0.3),
      c('Nr partii\nsurowca', 0.17),
      c('Ilość wg\nreceptury', 0.15),
      c('Zużycie\nrzeczywiste', 0.16),
      c('J.m.', 0.16),
    ],
    cells: [
      ['1', 'Mąka żytnia typ 720', 'MŻ 2611/08', '182,00', '182,50', 'kg'],
      ['2', 'Miód wielokwiatowy', 'PSZ-0926-14', '95,00', '95,00', 'kg'],
      ['3', 'Przyprawa piernikowa', 'PP/26/077', '0,85', '0,85', 'kg'],
      ['4', 'Polewa kakaowa', 'POL 4471', '64,00', '66,20', 'kg'],
      ['5', 'Tacki 200 g', 'TK-1187', '1 840', '1 852', 'szt.'],
    ],
    table: 'grid',
    notes: ['Braki: 12 szt. (pęknięte przy pakowaniu)'],
    signatures: [
      { label: 'Mistrz zmiany', value: 'K. Wiśniewska' },
      { label: 'Kontrola jakości', value: 'T. Zieliński' },
    ],
    stamp: 'ZWOLNIONO DO SPRZEDAŻY',
    truth: productionTruth(
      {
        date: '2026-11-26',
        product: 'Pierniki w czekoladzie 200 g',
        lot: 'PCZ/330/26',
        quantity: 1840,
        unit: 'each',
      },
      [
        u('Mąka żytnia typ 720', 'MŻ 2611/08', 182.5, 'kg'),
        u('Miód wielokwiatowy', 'PSZ-0926-14', 95, 'kg'),
        u('Przyprawa piernikowa', 'PP/26/077', 0.85, 'kg'),
        u('Polewa kakaowa', 'POL 4471', 66.2, 'kg'),
        u('Tacki 200 g', 'TK-1187', 1852, 'each'),
      ],
    ),
  },
  {
    id: 'o07-deltio-paragogis-feta',
    hand: 'Outside Hand Delphine',
    capture: 'scan',
    title: 'DELTIO PARAGOGIS - TYROKOMEIO',
    letterhead: ['Tyrokomeio Agrafon - Karpenisi  ·  AFM 099871120'],
    headerStyle: 'above',
    header: [
      { label: 'Imerominia', value: '26 Noe 2026' },
      { label: 'Proion', value: 'Feta POP 15 kg' },
      { label: 'Partida', value: 'FT-330-26' },
      { label: 'Tenekedes', value: '44' },
    ],
    columns: [
      c('Proti yli', 0.3),
      c('Partida promith.', 0.24),
      c('Posotita', 0.16),
      c('Monada', 0.14),
      c('Ora', 0.16),
    ],
    cells: [
      ['Provio gala', 'PG-2611-A', '3.400', 'lt', '06:10'],
      ['Katsikisio gala', 'KG-2611-A', '600', 'lt', '06:10'],
      ['Pytia', 'CHR 881204', '0,9', 'lt', '07:00'],
      ['Alati', 'AL-0419', '48', 'kila', '11:30'],
      ['Tenekedes 15 kg', 'TN 7712', '44', 'tem.', '12:15'],
    ],
    table: 'ruled',
    notes: ['pH pityas 6,55 - thermokrasia 32 C'],
    signatures: [{ label: 'Tyrokomos', value: 'G. Papadakis' }],
    truth: productionTruth(
      { date: '2026-11-26', product: 'Feta POP 15 kg', lot: 'FT-330-26', quantity: 44, unit: 'each' },
      [
        u('Provio gala', 'PG-2611-A', 3400, 'L'),
        u('Katsikisio gala', 'KG-2611-A', 600, 'L'),
        u('Pytia', 'CHR 881204', 0.9, 'L'),
        u('Alati', 'AL-0419', 48, 'kg'),
        u('Tenekedes 15 kg', 'TN 7712', 44, 'each'),
      ],
    ),
  },
  {
    id: 'o08-bmr-dispensing',
    hand: null,
    capture: 'photo',
    title: 'BATCH MANUFACTURING RECORD',
    letterhead: ['Lumen Botanicals Lab, LLC - Ogden, UT', 'Section 4 of 9: Raw material dispensing'],
    headerStyle: 'beside',
    header: [
      { label: 'Product', value: 'Day Cream Bulk' },
      { label: 'Batch No.', value: 'NDC-26-0412' },
      { label: 'Mfg. date', value: '11/06/26' },
      { label: 'Expiry', value: '11/30/28' },
      { label: 'Batch size', value: '180.0 kg' },
      { label: 'MBR rev.', value: 'F-104 r7' },
    ],
    columns: [
      c('Seq.', 0.06),
      c('Ingredient (INCI)', 0.27),
      c('RM lot #', 0.16),
      c('% w/w', 0.09),
      c('Target\n(kg)', 0.11),
      c('Actual\n(kg)', 0.11),
      c('Weighed\nby', 0.1),
      c('Verified\nby', 0.1),
    ],
    cells: [
      ['1', 'Glycerin 99.7% USP', 'GLY-2609-331', '5.00', '9.00', '9.02', 'AM', 'JT'],
      ['2', 'Cetearyl Alcohol', 'CA 771204', '4.00', '7.20', '7.20', 'AM', 'JT'],
      ['3', 'Squalane (Olive)', 'SQO-4418', '3.00', '5.40', '5.41', 'AM', 'JT'],
      ['4', 'Niacinamide', 'NIA2610B', '4.00', '7.20', '7.21', 'AM', 'JT'],
      ['5', 'Phenoxyethanol', 'PHE-0922', '0.50', '0.90', '0.90', 'AM', 'JT'],
    ],
    table: 'grid',
    notes: ['Water phase (Aqua, 83.5%) from DI loop, not lot controlled. QA released 11/17/26.'],
    signatures: [
      { label: 'Production supervisor', value: 'D. Okafor' },
      { label: 'QA review', value: 'S. Whitaker' },
    ],
    truth: productionTruth(
      {
        date: '2026-11-06',
        product: 'Day Cream Bulk',
        lot: 'NDC-26-0412',
        quantity: 180,
        unit: 'kg',
      },
      [
        u('Glycerin 99.7% USP', 'GLY-2609-331', 9.02, 'kg'),
        u('Cetearyl Alcohol', 'CA 771204', 7.2, 'kg'),
        u('Squalane (Olive)', 'SQO-4418', 5.41, 'kg'),
        u('Niacinamide', 'NIA2610B', 7.21, 'kg'),
        u('Phenoxyethanol', 'PHE-0922', 0.9, 'kg'),
      ],
    ),
  },
  {
    id: 'o09-fiche-de-lot-gateries',
    hand: 'Outside Hand Dkg Oblique',
    capture: 'photo',
    title: 'FICHE DE LOT / BATCH SHEET',
    letterhead: ['Gâteries Pattes Heureuses inc. / Happy Paws Treats Inc.  ·  Saint-Hyacinthe (QC)'],
    headerStyle: 'colon',
    header: [
      { label: 'Date', value: 'le 24 novembre 2026' },
      { label: 'Four / Oven', value: '2' },
      { label: 'Produit / Product', value: 'Bouchées saumon' },
      { label: 'No de lot / Lot no.', value: 'P6328-2' },
      { label: 'Sacs / Bags', value: '1 150' },
      { label: 'Opérateur', value: 'J.-F. Gagnon' },
    ],
    columns: [
      c('Ingrédient /\nIngredient', 0.42),
      c('Lot fournisseur /\nSupplier lot', 0.23),
      c('Quantité /\nQuantity', 0.17),
      c('Unité /\nUnit', 0.18),
    ],
    cells: [
      ['Saumon atlantique haché', 'PSG 11-2231', '210', 'kg'],
      ['Patate douce déshydratée', 'PD-0917', '95,5', 'kg'],
      ['Farine de pois chiches', 'FPC 2610', '40', 'kg'],
      ['Sacs refermables 150 g', 'SR-150-884', '1 180', 'unités'],
    ],
    table: 'open',
    notes: ['séchage 6 h à 75 °C - humidité 11 %'],
    signatures: [{ label: 'Vérifié par / Checked by', value: 'M. Tremblay' }],
    truth: productionTruth(
      { date: '2026-11-24', product: 'Bouchées saumon', lot: 'P6328-2', quantity: 1150, unit: 'each' },
      [
        u('Saumon atlantique haché', 'PSG 11-2231', 210, 'kg'),
        u('Patate douce déshydratée', 'PD-0917', 95.5, 'kg'),
        u('Farine de pois chiches', 'FPC 2610', 40, 'kg'),
        u('Sacs refermables 150 g', 'SR-150-884', 1180, 'each'),
      ],
    ),
  },
  {
    id: 'o10-biltong-batch-card',
    hand: 'Outside Hand Dkg',
    capture: 'scan',
    title: 'BILTONG BATCH CARD',
    letterhead: ['Karoo Droëwors & Biltong (Pty) Ltd  ·  Graaff-Reinet  ·  Reg. 2011/004471/07'],
    headerStyle: 'beside',
    header: [
      { label: 'Batch date', value: '2026/11/20' },
      { label: 'Dry room', value: 'DR 2' },
      { label: 'Product', value: 'Beef Biltong 250g' },
      { label: 'Batch no.', value: 'KB 2611-20' },
      { label: 'Packs out', value: '800' },
      { label: 'Butcher', value: 'Sipho' },
    ],
    columns: [
      c('Ingredient', 0.35),
      c('Batch / lot no.', 0.23),
      c('Mass', 0.12),
      c('Unit', 0.11),
      c('Checked', 0.19),
    ],
    cells: [
      ['Beef Silverside', 'SV-1119-KM', '420', 'kg', 'ok'],
      ['Biltong Spice Mix', 'BSM 3308', '12.6', 'kg', 'ok'],
      ['', '', '', '', ''],
      ['Brown Vinegar', 'BV-0710', '21', 'litre', 'ok'],
      ['Vacuum Pouches 250g', 'VP250-112', '812', 'pcs', '12 spoilt'],
    ],
    table: 'grid',
    notes: ['hung 4 days @ 24C, 45% RH. yield 49%'],
    truth: productionTruth(
      {
        date: '2026-11-20',
        product: 'Beef Biltong 250g',
        lot: 'KB 2611-20',
        quantity: 800,
        unit: 'each',
      },
      [
        u('Beef Silverside', 'SV-1119-KM', 420, 'kg'),
        u('Biltong Spice Mix', 'BSM 3308', 12.6, 'kg'),
        u('Brown Vinegar', 'BV-0710', 21, 'L'),
        u('Vacuum Pouches 250g', 'VP250-112', 812, 'each'),
      ],
    ),
  },
];
