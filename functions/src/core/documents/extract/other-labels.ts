/**
 * Labels of header fields no kind keeps (compact), as shipping and receiving paperwork prints
 * them beside the ones it does: a value stops where one of them begins (`Customer: Riverside
 * Cafe  Shipped via: Estes`), and what follows one is never taken for a kept field (an `Order
 * date` is not the ship date). A kind's own labels are left out of it (a receipt's `Order no.`
 * is its PO).
 */
export const OTHER_LABELS: readonly string[] = [
  'orderdate',
  'dateordered',
  'invoicedate',
  'duedate',
  'printdate',
  'carrier',
  'shipvia',
  'shippedvia',
  'haulier',
  'trucker',
  // European delivery notes' carrier and reason for transport (`Vettore: Mittente`, the sender
  // carries: that word is no sender's label there; `Causale: Vendita`).
  'vettore',
  'trasportatore',
  'trasportoacura',
  'causale',
  'causaledeltrasporto',
  'spediteur',
  'frachtfuhrer',
  'transporteur',
  'transportista',
  'vervoerder',
  'bol',
  'bolno',
  'blno',
  'billoflading',
  'pro',
  'prono',
  'tracking',
  'trackingno',
  'trailer',
  'trailerno',
  'sealno',
  'terms',
  'page',
  'invoice',
  'invoiceno',
  // Romanian and Spanish: the invoice (`Factura / din`, `Factura nr.`).
  'factura',
  'facturadin',
  'facturanr',
  'order',
  'orderno',
  // The order's word on European paperwork (a shipment's `Zamówienie`, `Bestellung`, `Pedido`):
  // a label, never the value of the label above it.
  'bestellung',
  'auftrag',
  'commande',
  'pedido',
  'bestelling',
  'ordine',
  'zamowienie',
  'nrzamowienia',
  'objednavka',
  'cisloobjednavky',
  'rendelesszam',
  // The day a Czech, Slovak or Polish note was written out (`Datum vystavení`, `Data
  // wystawienia`), beside the day of delivery: the date of the paper, as an invoice date is.
  'datumvystaveni',
  'datumvystavenia',
  'datawystawienia',
  'salesorder',
  'customerpo',
  'po',
  'pono',
  'yourref',
  'ourref',
  'shipfrom',
  'billto',
];
