import type { ColumnRole } from './column-roles.ts';

/**
 * Column headings of Swedish, Danish and Norwegian delivery notes (följesedel, følgeseddel,
 * følgeseddel), compact as column-roles compares them: accents folded (`Benämning` is
 * `benamning`), and the letters NFD cannot fold (`ø`, `æ`) either dropped by `compact` or
 * written out by the reader as `o`, `ae` (`Bedst før` is `bedstfr` or `bedstfor`). Each word is
 * the one the three languages' standard invoices and delivery notes print.
 */
export const NORDIC_HEADINGS: [ColumnRole, RegExp][] = [
  // `Bäst före` (sv), `Bedst før` (da), `Best før` (no): best before.
  ['best_before', /^(bastfore|bastforedatum|(bedst|best)f(o|oe)?r(dato)?)$/],
  // `Sista förbrukningsdag`, `Används före` (sv), `Sidste anvendelsesdato` (da), `Siste forbruksdag` (no).
  [
    'use_by',
    /^(sistaforbrukningsdag|anvandsfore|sidsteanvendelsesdato|sisteforbruksdag|forbrukesinnen|brukesinnen)$/,
  ],
  // `Parti nr.`, `Partinummer`, `Batchnummer` (sv, da, no).
  ['lot', /^(parti|batch)(nr|no|nummer)$/],
  // `Antal` (sv, da, no; also `Antal kolli`, a count of packages), `Mängd` (sv), `Mængde` (da),
  // `Mengde` (no), `Levererat` (sv: delivered).
  ['quantity', /^(antal|antalkolli|mangd|maengde|mngde|mengde|levererat|leveret|levert)$/],
  // `Enhet` (sv, no), `Enhed` (da), abbreviated `Enh.`.
  ['unit', /^(enhet|enhed|enh)$/],
  // `Benämning`, `Beskrivning`, `Varubeskrivning` (sv); `Benævnelse`, `Beskrivelse`, `Varetekst`,
  // `Varebeskrivelse` (da, no); `Betegnelse` (da, no); `Produkt`, `Vare`.
  [
    'name',
    /^(benamning|beskrivning|varubeskrivning|ben(ae)?vnelse|beskrivelse|varetekst|varebeskrivelse|betegnelse|produkt|produktnavn|produktnamn|vare|varunamn|varenavn)$/,
  ],
];

/** The Nordic words that describe an article (over its number, `Artnr`, `Varenr.`). */
export const NORDIC_DESCRIBING =
  /^(benamning|beskrivning|varubeskrivning|ben(ae)?vnelse|beskrivelse|varetekst|varebeskrivelse|betegnelse)/;
