import type { ColumnRole } from './column-roles.ts';

/**
 * Column headings of Romanian receiving and delivery paperwork (the notă de intrare-recepție,
 * NIR, every Romanian firm keeps by law; the aviz de însoțire), compact, accents folded
 * (`Recepționată` is `receptionata`).
 */
export const ROMANIAN_HEADINGS: [ColumnRole, RegExp][] = [
  // What the goods are: `Denumirea bunurilor`, `Denumire produs`, `Denumirea mărfii`.
  ['name', /^(denumire|denumirea)(bunurilor|produsului|produs|marfii|marfa|articolului)?$/],
  // What was taken in, counted or weighed: `Cant. recepționată`, `Cantitate primită`, and a
  // bare `Cantitate` (`Cant.` alone is column-roles' own).
  ['quantity', /^(cant|cantitate|cantitatea)(receptionata|primita|livrata|efectiva|intrata)?$/],
  // The unit: `U.M.` is column-roles' `um`; spelled out, `Unitate de măsură`.
  ['unit', /^unitatedemasura$/],
];

/**
 * Columns of the NIR that hold none of the roles: the quantity the supplier's document claimed
 * (`Cant. cf. document`, beside what was received), the price (`Preț unitar`) and the line's value
 * and tax (`Valoare`, `TVA`), the line number (`Nr. crt.`).
 */
export const ROMANIAN_OTHER =
  /^((cant|cantitate)(cf|conform|confdoc|cfdoc|cfdocument|conformdocument|document|factura)|pret|valoare|tva$|nrcrt)/;

/**
 * Lines that end the NIR's table: its totals and the signatures of the receiving committee and
 * of who took the goods into stock (`Total`, `Comisia de recepție`, `Primit în gestiune`).
 */
export const ROMANIAN_FOOTER = /^(comisiadereceptie|primitingestiune|semnatura|totalgeneral)/;
