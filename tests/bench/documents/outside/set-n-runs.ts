import { c, u } from './line-builders.ts';
import type { OutsidePage } from './page-model.ts';
import { productionTruth } from './truth.ts';

/**
 * HELD OUT (set N, sdoc14): production paperwork written from real forms no earlier set drew (an
 * Italian fresh pasta scheda di produzione with `DD-MM-YYYY`, thousands points and decimal
 * commas, theoretical beside used amounts; a cider house's bottling run sheet with `25 Nov '26`
 * and a waste column; a meal-kit assembly record with issued, returned and used counts and a
 * weekday month-first date, `Wednesday, Nov. 25, 2026`; a Mexican tortillería's bitácora de
 * producción with `25/nov/26`; a kimchi kitchen's pack day on notebook lines with `Nov 27,
 * 2026`), by a helper that does not tune. Scored, never tuned on: never write a rule against
 * these pages.
 */

export const N_RUNS: OutsidePage[] = [
  {
    id: 'n06-scheda-di-produzione',
    hand: null,
    capture: 'scan',
    title: 'SCHEDA DI PRODUZIONE - PASTA FRESCA',
    letterhead: ["Pastificio Val d'Enza s.r.l. - Reparto laminazione"],
    headerStyle: 'beside',
    header: [
      { label: 'Data produzione', value: '24-11-2026' },
      { label: 'Turno', value: '1° (06-14)' },
      { label: 'Articolo', value: "Tagliatelle all'uovo 250 g" },
      { label: 'Lotto produzione', value: 'L26328T' },
      { label: 'Confezioni', value: '1.240' },
      { label: 'Operatore', value: 'G. Ferri' },
    ],
    columns: [
      c('Materia prima', 0.27),
      c('Lotto fornitore', 0.18),
      c('Q.tà teorica', 0.14),
      c('Q.tà impiegata', 0.15),
      c('UdM', 0.08),
      c('Data scad.', 0.18),
    ],
    cells: [
      ['Semola rimacinata', 'SR 2611/14', '200,0', '201,5', 'kg', '15/03/2027'],
      ['Uova intere pastorizzate', 'UP-26-1120', '110,0', '110,0', 'kg', '02/12/2026'],
      ['Vaschette 250 g', 'VS-0934', '1.250', '1.252', 'pz', '-'],
    ],
    table: 'grid',
    notes: ['Scarti di laminazione: 4,2 kg (rilavorati)'],
    signatures: [{ label: 'Resp. produzione', value: 'M. Bellini' }],
    truth: productionTruth(
      {
        date: '2026-11-24',
        product: "Tagliatelle all'uovo 250 g",
        lot: 'L26328T',
        quantity: 1240,
        unit: 'each',
      },
      [
        u('Semola rimacinata', 'SR 2611/14', 201.5, 'kg'),
        u('Uova intere pastorizzate', 'UP-26-1120', 110, 'kg'),
        u('Vaschette 250 g', 'VS-0934', 1252, 'each'),
      ],
    ),
  },
  {
    id: 'n07-cider-bottling-run',
    hand: 'Outside Hand Dkg Oblique',
    capture: 'photo',
    title: 'BOTTLING RUN SHEET',
    letterhead: ['Hollow Oak Cider House'],
    headerStyle: 'colon',
    header: [
      { label: 'Bottled', value: "25 Nov '26" },
      { label: 'Cider', value: 'Dry Cider 500ml' },
      { label: 'Bottling lot', value: 'DC26-329' },
      { label: 'Bottles filled', value: '2,160' },
    ],
    columns: [
      c('Dry goods / liquid', 0.34),
      c('Lot / tank', 0.22),
      c('Used', 0.14),
      c('Unit', 0.12),
      c('Waste', 0.18),
    ],
    cells: [
      ['Dry Cider Base', 'T4-2610', '1,095', 'litres', '-'],
      ['Amber Bottles 500ml', 'AB-7730', '2,184', 'each', '24'],
      ['Crown Caps 26mm', 'CC-1182', '2,170', 'each', '10'],
      ['Dry Cider Labels', 'LBL-DC-09', '2,200', 'each', '40'],
    ],
    table: 'ruled',
    notes: ['CO2 2.6 vols - fill heights ok'],
    truth: productionTruth(
      { date: '2026-11-25', product: 'Dry Cider 500ml', lot: 'DC26-329', quantity: 2160, unit: 'each' },
      [
        u('Dry Cider Base', 'T4-2610', 1095, 'L'),
        u('Amber Bottles 500ml', 'AB-7730', 2184, 'each'),
        u('Crown Caps 26mm', 'CC-1182', 2170, 'each'),
        u('Dry Cider Labels', 'LBL-DC-09', 2200, 'each'),
      ],
    ),
  },
  {
    id: 'n08-meal-kit-assembly',
    hand: null,
    capture: 'photo',
    title: 'KIT ASSEMBLY RECORD',
    letterhead: ['Sprout & Skillet Meal Kits - Line B (2-serving)'],
    headerStyle: 'colon',
    header: [
      { label: 'Assembled', value: 'Wednesday, Nov. 25, 2026' },
      { label: 'Shift', value: 'PM' },
      { label: 'Kit', value: 'Thai Green Curry Kit' },
      { label: 'Kit lot', value: 'TGC-1125-B' },
      { label: 'Kits packed', value: '640' },
      { label: 'Line lead', value: 'R. Osei' },
    ],
    columns: [
      c('Station', 0.09),
      c('Component', 0.27),
      c('Component lot', 0.17),
      c('Per kit', 0.1),
      c('Issued', 0.11),
      c('Returned', 0.12),
      c('Used', 0.14),
    ],
    cells: [
      ['1', 'Jasmine Rice 150g Pack', 'JR-26-4410', '1', '660', '20', '640'],
      ['2', 'Green Curry Paste 50g', 'GCP-1109', '1', '650', '10', '640'],
      ['3', 'Coconut Milk 400ml', 'CM4-2231', '1', '672', '32', '640'],
      ['4', 'Chicken Thigh 300g Pack', 'CT-1124-2', '1', '645', '5', '640'],
      ['5', 'Kit Box M', 'KBM-0718', '1', '700', '58', '642'],
    ],
    table: 'grid',
    notes: ['2 boxes torn at the sealer, discarded. Chiller at 37°F at 16:00.'],
    signatures: [{ label: 'QA verified', value: 'L. Brandt' }],
    truth: productionTruth(
      { date: '2026-11-25', product: 'Thai Green Curry Kit', lot: 'TGC-1125-B', quantity: 640, unit: 'each' },
      [
        u('Jasmine Rice 150g Pack', 'JR-26-4410', 640, 'each'),
        u('Green Curry Paste 50g', 'GCP-1109', 640, 'each'),
        u('Coconut Milk 400ml', 'CM4-2231', 640, 'each'),
        u('Chicken Thigh 300g Pack', 'CT-1124-2', 640, 'each'),
        u('Kit Box M', 'KBM-0718', 642, 'each'),
      ],
    ),
  },
  {
    id: 'n09-bitacora-de-produccion',
    hand: 'Outside Hand Delphine',
    capture: 'scan',
    title: 'BITÁCORA DE PRODUCCIÓN',
    letterhead: ['Tortillería La Guadalupana - Planta Iztapalapa'],
    headerStyle: 'above',
    header: [
      { label: 'Día de producción', value: '25/nov/26' },
      { label: 'Producto terminado', value: 'Tortilla de Maíz 1 kg' },
      { label: 'Lote', value: 'TM-251126' },
      { label: 'Paquetes', value: '480' },
    ],
    columns: [
      c('Insumo', 0.3),
      c('Lote del proveedor', 0.25),
      c('Cant. usada', 0.15),
      c('Medida', 0.12),
      c('Hora', 0.18),
    ],
    cells: [
      ['Maíz blanco', 'MB-2611-07', '520', 'kilos', '05:30'],
      ['Cal hidratada', 'CH-0419', '5.2', 'kg', '05:30'],
      ['Bolsas 1 kg', 'BOL-3312', '486', 'pzas', '09:15'],
    ],
    table: 'ruled',
    notes: ['6 bolsas rotas'],
    signatures: [{ label: 'Encargado de turno', value: 'J. Ramírez' }],
    truth: productionTruth(
      { date: '2026-11-25', product: 'Tortilla de Maíz 1 kg', lot: 'TM-251126', quantity: 480, unit: 'each' },
      [
        u('Maíz blanco', 'MB-2611-07', 520, 'kg'),
        u('Cal hidratada', 'CH-0419', 5.2, 'kg'),
        u('Bolsas 1 kg', 'BOL-3312', 486, 'each'),
      ],
    ),
  },
  {
    id: 'n10-kimchi-pack-day',
    hand: 'Outside Hand Dkg Bold',
    capture: 'scan',
    title: 'kimchi - pack day',
    headerStyle: 'colon',
    header: [
      { label: 'Jarred', value: 'Nov 27, 2026' },
      { label: 'Kind', value: 'Napa Kimchi 16oz' },
      { label: 'Kimchi lot', value: 'NK-1127' },
      { label: 'Jar count', value: '612' },
    ],
    columns: [c('item', 0.34), c('their lot', 0.24), c('amount', 0.2), c('unit', 0.22)],
    cells: [
      ['Napa Cabbage', 'NC-4471', '380', 'pounds'],
      ['Gochugaru', 'GCH-2210', '14', 'lbs'],
      ['Garlic Peeled', 'GP-1102', '9.5', 'lbs'],
      ['Fish Sauce', 'FS-0877', '2', 'gal'],
      ['16oz Glass Jars', 'JAR16-330', '612', 'each'],
    ],
    table: 'notebook',
    notes: ['brined 6 hrs, ferment 3 days @ 65F'],
    truth: productionTruth(
      { date: '2026-11-27', product: 'Napa Kimchi 16oz', lot: 'NK-1127', quantity: 612, unit: 'each' },
      [
        u('Napa Cabbage', 'NC-4471', 380, 'lb'),
        u('Gochugaru', 'GCH-2210', 14, 'lb'),
        u('Garlic Peeled', 'GP-1102', 9.5, 'lb'),
        u('Fish Sauce', 'FS-0877', 2, 'gal'),
        u('16oz Glass Jars', 'JAR16-330', 612, 'each'),
      ],
    ),
  },
];
