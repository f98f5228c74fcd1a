/**
 * A Spanish-speaking plant's production log (a Mexican `bitácora de producción`, a Spanish `parte
 * de fabricación`): its header labels, compact as header-vocabulary's.
 */
export const SPANISH_RUN_LABELS = {
  /** What was made: `Producto terminado`, `Producto`. */
  product: ['productoterminado', 'producto', 'productofinal', 'productoelaborado'],
  /** The run's own lot: `Lote`, `Lote de producción`. */
  lot: [
    'lote',
    'loteno',
    'lotenum',
    'lotedeproduccion',
    'loteproduccion',
    'lotedeproducto',
    'lotedefabricacion',
  ],
  /** What the run packed, counted: `Paquetes`, `Piezas`, `Cantidad producida`. */
  count: [
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
};
