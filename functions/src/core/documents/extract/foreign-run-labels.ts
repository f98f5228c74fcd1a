/**
 * Production header labels of Italian, French, Czech and Hungarian sheets (scheda di
 * produzione, fiche de fabrication, výrobní list, gyártási lap), compact as header-vocabulary's
 * labels: what the run made, its own lot and how many it packed.
 */
export const FOREIGN_RUN_LABELS = {
  /** The product made: `Articolo`, `Prodotto finito`; `Produit fini`; `Výrobek`; `Termék`. */
  product: ['articolo', 'prodotto', 'prodottofinito', 'produit', 'produitfini', 'vyrobek', 'termek'],
  /** The run's lot: `Lotto produzione`, `Lotto n.`; `Lot de production`; `Šarže výrobku`; `Gyártási tétel`. */
  lot: [
    'lotto',
    'lottono',
    'lottoproduzione',
    'lottodiproduzione',
    'lotdeproduction',
    'lotproduction',
    'sarzevyrobku',
    'gyartasitetel',
    'gyartasiszam',
  ],
  /**
   * How many the run packed, by the pieces it counts (`Confezioni 1.240`, `Pezzi`, `Vaschette`;
   * `Colis`, `Barquettes`) or as made (`Quantità prodotta`, `Quantité produite`).
   */
  count: [
    'confezioni',
    'pezzi',
    'vaschette',
    'barattoli',
    'bottiglie',
    'cartoni',
    'quantitaprodotta',
    'qtaprodotta',
    'colis',
    'barquettes',
    'bouteilles',
    'quantiteproduite',
    'qteproduite',
  ],
} as const;
