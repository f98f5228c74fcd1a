/**
 * Header labels of European suppliers' paperwork (German, French, Spanish, Dutch, Italian), by
 * family: each word as printed alone and with the numbering words forms put before or after it
 * (`Bestellung`, `Ihre Bestellung`, `Bestell-Nr.`; `Commande`, `N° de commande`, `Votre
 * commande`; `Pedido`, `Nº Pedido`, `Número de pedido`). Compact, as header-vocabulary's labels.
 */

/** What a form puts before a reference's word: its number sign, `number of`, `your`. */
const BEFORE = [
  '',
  'n',
  'no',
  'nr',
  'nde',
  'ndu',
  'ndel',
  'numerode',
  'numerodel',
  'ihre',
  'votre',
  'su',
  'uw',
  // Italian: `Vs. ordine n.` (vostro: your), `Ns. ordine`.
  'vs',
  'vostro',
  'vostra',
  // Portuguese: `V/ Encomenda` (vossa: your), `Nota de encomenda`.
  'v',
  'vossa',
  'sua',
  'notade',
  // Swedish `Er ordernr` / `Ert ordernr`, Danish and Norwegian `Deres ordrenr.` (your order).
  'er',
  'ert',
  'deres',
  // Czech and Slovak `Číslo objednávky`, `Č. objednávky` (number of the order).
  'cislo',
  'c',
];
/** What a form puts after it: `Bestell-Nr.`, `Pedido nº`, `Vs. ordine n.`. */
const AFTER = ['', 'nr', 'no', 'nummer', 'n', 'szam', 'szama'];

const family = (words: readonly string[]): string[] =>
  words.flatMap((w) => BEFORE.flatMap((b) => AFTER.map((a) => b + w + a)));

export const FOREIGN_LABELS = {
  /** The buyer's order: the PO. */
  order: family([
    'bestellung',
    'bestell',
    'auftrag',
    'auftrags',
    'commande',
    'bondecommande',
    'pedido',
    'ordendecompra',
    'bestelling',
    'bestel',
    'ordine',
    'ordinedacquisto',
    // Dutch and Scandinavian forms borrow the word: `Uw ordernummer`, `Ordernr.`, `Ordrenr.`.
    'order',
    'ordre',
    // Polish: `Zamówienie`, `Nr zamówienia`.
    'zamowienie',
    'zamowienia',
    // Portuguese: `Encomenda`, `V/ Encomenda`, `N.º encomenda`.
    'encomenda',
    // Romanian: `Comanda nr.`, `Nr. comandă`.
    'comanda',
    // Czech and Slovak: `Objednávka`, `Číslo objednávky`; Hungarian: `Rendelésszám`,
    // `Megrendelés száma`.
    'objednavka',
    'objednavky',
    'rendeles',
    'megrendeles',
  ]),
  /** The day the goods came or went: a delivery note's date. */
  /** A form's date, whatever it dates. */
  date: [
    'datum',
    'fecha',
    'fechadedocumento',
    // Hungarian `Kelt` (dated): the day a delivery note was written out.
    'kelt',
  ],
  deliveryDate: [
    'lieferdatum',
    'liefertag',
    'datum',
    'belegdatum',
    'eingangsdatum',
    'datedelivraison',
    'datelivraison',
    'livrele',
    'datedereception',
    'datereception',
    'fechadeentrega',
    'fechaentrega',
    'fechaderecepcion',
    'fecharecepcion',
    'fecha',
    'leverdatum',
    'leveringsdatum',
    // Swedish: `Leveransdatum`.
    'leveransdatum',
    'datadiconsegna',
    'dataconsegna',
    // Polish: `Data dostawy`, `Data przyjęcia` (the day the goods were taken in).
    'datadostawy',
    'dataprzyjecia',
    // Romanian: `Data recepției` (the NIR's day of taking in), `Data livrării`.
    'datareceptiei',
    'datareceptie',
    'datalivrarii',
    // Czech and Slovak: `Datum dodání` / `Dátum dodania` (of delivery), `Datum přijetí` (taken
    // in); Hungarian: `Szállítás dátuma`, `Teljesítés dátuma` (the day the delivery was made).
    'datumdodani',
    'datumdodania',
    'datumprijeti',
    'datumprijmu',
    'szallitasdatuma',
    'szallitasidatum',
    'teljesitesdatuma',
    'teljesitesidatum',
    // A French receiving slip: `Réceptionné le`, `Reçu le`.
    'receptionnele',
    'recule',
  ],
  shipDate: [
    'versanddatum',
    'versandtag',
    'datedexpedition',
    'dateexpedition',
    'fechadeenvio',
    'fechadeexpedicion',
    'verzenddatum',
    'datadispedizione',
    // Polish: `Data wydania` (the day the goods left the store), `Data wysyłki`.
    'datawydania',
    'datawysylki',
  ],
  madeOn: [
    'produktionsdatum',
    'herstelldatum',
    'herstellungsdatum',
    'datedefabrication',
    'datedeproduction',
    'fechadeproduccion',
    'fechadefabricacion',
    'productiedatum',
    'datadiproduzione',
    'dataproduzione',
  ],
  supplier: [
    'lieferant',
    'absender',
    'fournisseur',
    'expediteur',
    'proveedor',
    'remitente',
    'leverancier',
    'afzender',
    'fornitore',
    'mittente',
    // Polish: the supplier, the seller, the sender.
    'dostawca',
    'sprzedawca',
    'nadawca',
    // Czech and Slovak `Dodavatel`; Hungarian `Szállító`, `Eladó`.
    'dodavatel',
    'szallito',
    'elado',
    // Romanian: the supplier (`Furnizor`), the consignor (`Expeditor`).
    'furnizor',
    'expeditor',
  ],
  customer: [
    'kunde',
    'empfanger',
    'empfaenger',
    'warenempfanger',
    'lieferanschrift',
    'destinataire',
    'livrea',
    'cliente',
    'destinatario',
    'klant',
    'ontvanger',
    'afleveradres',
    // Polish: the recipient, the buyer (`Odbiorca`, `Nabywca` on a WZ or an invoice).
    'odbiorca',
    'nabywca',
    // Czech and Slovak `Odběratel` / `Odberateľ`, `Příjemce`; Hungarian `Vevő`, `Címzett`.
    'odberatel',
    'prijemce',
    'vevo',
    // Romanian: the buyer (`Cumpărător`), the consignee (`Beneficiar`, `Destinatar`).
    'cumparator',
    'beneficiar',
    'destinatar',
    'cimzett',
  ],
} as const;
