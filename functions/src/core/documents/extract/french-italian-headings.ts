import type { ColumnRole } from './column-roles.ts';

/**
 * Column headings of French and Italian receiving slips, delivery notes and production sheets
 * (bon de réception, bon de livraison, DDT, scheda di produzione), compact as column-roles
 * compares them, accents folded (`Qté reçue` is `qterecue`, `Q.tà impiegata` is `qtaimpiegata`,
 * `N° lot` is `nlot`).
 */
export const FRENCH_ITALIAN_HEADINGS: [ColumnRole, RegExp][] = [
  // The supplier's lot: `N° lot fournisseur`, `Lot du fournisseur`; `Lotto fornitore`, `N. lotto
  // del fornitore`. A receipt keeps it as the lot when no lot of the buyer's own is written.
  ['supplier_lot', /^(n|no|num|numero)?(de)?lot(du)?fournisseur$|^(n|num|numero)?lotto(del)?fornitore$/],
  // What was taken in or used: `Qté reçue`, `Qté livrée`; `Q.tà impiegata`, `Quantità usata`.
  [
    'quantity',
    /^qte(recue|livree|receptionnee|utilisee|reelle)$|^(qta|quantita)(impiegata|utilizzata|usata|consumata|effettiva|reale|ricevuta|consegnata)?$/,
  ],
  // `Unité de mesure`; `UdM`, `Unità di misura`.
  ['unit', /^(unitedemesure|udm|unitadimisura)$/],
  // What the goods are: `Libellé article`, `Matière première`; `Materia prima`, `Articolo`,
  // `Descrizione`, `Prodotto`, `Denominazione`, `Ingrediente`.
  [
    'name',
    /^(libelle(article|produit)?|matierespremieres|matierepremiere|materiaprima|materieprime|ingredient[ei]|articolo|descrizione(articolo)?|prodotto|denominazione)$/,
  ],
];

/**
 * Headings of these forms' columns that hold none of the roles: what a recipe or an order
 * called for beside what was taken (`Qté théorique`, `Qté commandée`; `Q.tà teorica`, `Q.tà
 * prevista`), the delivery note's own number (`N° BL`, `N. DDT`), the temperature at reception
 * (`T°`, `T° récep.`) and the receiver's initials (`Visa`).
 */
export const FRENCH_ITALIAN_OTHER =
  /^(qte(theorique|prevue|commandee|attendue)|(qta|quantita)(teorica|prevista|ordinata|richiesta)|n?bl$|n?ddt$|t(recep|reception|arrivee)?$|visa$)/;
