/**
 * Production header labels of Italian, French, Czech, Hungarian and Spanish sheets (scheda di
 * produzione, fiche de fabrication, výrobní list, gyártási lap, a Mexican bitácora de
 * producción), compact as header-vocabulary's labels: what the run made, its own lot, how many
 * it packed and its day.
 */
export const FOREIGN_RUN_LABELS = {
  /** The product made: `Articolo`, `Prodotto finito`; `Produit fini`; `Výrobek`; `Termék`. */
  product: [
    'articolo',
    'prodotto',
    'prodottofinito',
    'produit',
    'produitfini',
    'vyrobek',
    'termek',
    // `Producto terminado`, `Producto`.
    'productoterminado',
    'producto',
    'productofinal',
    'productoelaborado',
  ],
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
    // `Lote`, `Lote de producción`.
    'lote',
    'loteno',
    'lotenum',
    'lotedeproduccion',
    'loteproduccion',
    'lotedeproducto',
    'lotedefabricacion',
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
    // `Paquetes`, `Piezas`, `Cantidad producida`.
    'paquetes',
    'piezas',
    'cajas',
    'bolsas',
    'unidades',
    'cantidadproducida',
    'cantproducida',
    'unidadesproducidas',
    'piezasproducidas',
  ],
  /** The run's day: `Día de producción`, `Fecha de elaboración`. */
  date: [
    'diadeproduccion',
    'fechadeelaboracion',
    'fechaelaboracion',
    'diadeelaboracion',
    'elaborado',
    'elaboradoel',
  ],
} as const;
