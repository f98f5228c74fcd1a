import {
  CENTRAL_EUROPEAN_FOOTER,
  CENTRAL_EUROPEAN_HEADINGS,
  CENTRAL_EUROPEAN_OTHER,
} from './central-european-headings.ts';
import { FRENCH_ITALIAN_HEADINGS, FRENCH_ITALIAN_OTHER } from './french-italian-headings.ts';
import { NORDIC_DESCRIBING, NORDIC_HEADINGS } from './nordic-headings.ts';
import { ROMANIAN_FOOTER, ROMANIAN_HEADINGS, ROMANIAN_OTHER } from './romanian-headings.ts';
import { compact, labelKey } from './page-words.ts';

/** What a table column holds, whatever its heading says. */
export type ColumnRole =
  | 'name'
  | 'supplier'
  | 'customer'
  | 'lot'
  | 'quantity'
  | 'unit'
  | 'po'
  | 'date'
  | 'supplier_lot'
  | 'use_by'
  | 'best_before'
  | 'made_on';

/**
 * Roles taken only from a heading that names them: by their cells a supplier's lot code is any
 * code and a use-by date any date, so without the heading they would take a lot or a receipt
 * date's column.
 */
export const HEADED_ONLY: ReadonlySet<ColumnRole> = new Set([
  'supplier_lot',
  'use_by',
  'best_before',
  'made_on',
]);

/**
 * `Party`, `Party name`, `Name of party`: the word of South Asian registers and challans for
 * whoever is on the other side of the goods: the supplier on an inward register, the customer on
 * an outward one. Read as the supplier, and as the customer on a document that names no supplier
 * but a customer (a shipment: partyRole).
 */
const PARTY_HEADING = /^(party|partys|partyname|partysname|nameofparty|nameoftheparty)$/;

/**
 * Headings by role as real receiving logs, batch sheets, packing slips and invoices phrase
 * them (compact: lowercase letters and digits; `Lot #` is `lot`, `Batch no.` is `batchno`),
 * with the Dutch, German and French words of the corpus's invoices and the Spanish abbreviations
 * (`Cant.`, `Ud.`). Tried in order: a heading
 * naming a lot or an order number wins over the word it starts with (`Supplier lot`,
 * `Order no.`), a quantity over its unit (`Units shipped`, `Qty (kg)`). A heading cell may hold
 * two headings glued by OCR (`BTW Hoeveelheid`), so the foreign quantity words match anywhere.
 */
const HEADINGS: [ColumnRole, RegExp][] = [
  // Whole French and Italian headings first: `Lotto fornitore` is the supplier's lot, not a lot.
  ...FRENCH_ITALIAN_HEADINGS,
  // The supplier's own lot and dates (issue 21): before `lot` and `date`, which end these words.
  [
    'supplier_lot',
    /^(supplier|suppliers|vendor|vendors|mfr|mfrs|mfg|manufacturer|manufacturers|producer|producers|packer|packers|grower|growers|origin|their)(lot|batch)(no|number|num|nr|code|id)?$|^(mfr|mfrs|mfg|manufacturer|manufacturers|mill|packer|packers|producer|producers)(code|codeno|codenumber)$/,
  ],
  // A lot's shelf life as European labels print it: German `MHD` / `Verbrauchsdatum`, French
  // `DLUO` / `DDM` (best before) and `DLC` (use by), Spanish `Consumo preferente` / `Caducidad`,
  // Dutch `THT` / `TGT`, Portuguese `Validade`. Not the words an invoice's due date shares (`Vervaldatum`,
  // `Vencimiento`, `Scadenza`): on an invoice they head the payment's date, not the lot's.
  [
    'use_by',
    /^(useby|usebydate|usebefore|exp|expiry|expires|expireson|expiration|expirydate|expdate|expirationdate|dateofexpiry|expiry(date)?|dlc|datelimitedeconsommation|verbrauchsdatum|zuverbrauchenbis|(fecha)?(de)?caducidad|fcaducidad|tgt|teconsumerentot|validade|datadevalidade|dtvalidade|prazodevalidade)$/,
  ],
  [
    'best_before',
    /^(bestbefore|bestby|bb|bbd|bbe|bestbeforedate|bestbydate|bestbeforeend|bestif(used)?by|mhd|mhdatum|mindesthaltbarkeit(sdatum)?|mindhaltbar(bis)?|dluo|ddm|adeconsommerdepreference|(fecha)?(de)?consumopreferente|f?cons(umo)?pref(erente)?|fcp|consumirpreferentemente(antesdel)?|tht|tenminstehoudbaartot|houdbaartot|daconsumarsipreferibilmenteentro|(tmc|termineminimodiconservazione))$/,
  ],
  [
    'made_on',
    /^(proddate|productiondate|prodn?date|mfgdate|mfddate|manufacturedate|manufacturingdate|dateofmanufacture|manufactured|packdate|packeddate|packingdate|datepacked|datemade|madeon|killdate|harvestdate|harvested|coolingdate|cooledon|datecooled|producedon|dateproduced|packedon|dateofpacking|killedon|dateofkill|slaughterdate|slaughteredon|dateofslaughter|harvestedon|roastdate|roastedon|bakedon|bakedate)$/,
  ],
  [
    'lot',
    /^(lot|batch|charge|los|partij|lote|traceability|trace|tlc|traceabilitylotcode)|^(nr|numer)?parti[ai]?$|(lot|lots|batch|lotno|lotnumber|lotcode|batchno|batchnumber|batchcode|lotid)$|^(datecode|codedate|productioncode|prodcode|packcode|packingcode|juliancode|juliandate|controlno|controlnumber|controlnum)$/,
  ],
  [
    'po',
    /^(po|pono|ponumber|ponum|purchaseorder|purchaseorderno|purchaseord|purchaseordno|purchaseordnum|purchord|purchordno|pordno|bondecommande|boncommande|ordendecompra|ordencompra|buyerspo|buyerpo|buyersorder|buyersorderno|purchaseordernumber|order|orderno|ordernumber|ordernum|orderref|ourorder|yourorder|custpo|customerpo|poref|poreference|porefno|bestelnummer|bestellnummer|bestellung|commande)$|^(reference|ref)(doc|document|documents)?(type)?(and)?(no|nr|number|num)?(bol|po)*$/,
  ],
  [
    'quantity',
    /^(qty|quantity|quant|amount|amt|weight|wt|count|net|netwt|netweight|grossweight|grosswt|cases?$|casecount|cs$|cartons|ctns|boxes|bags|sacks|pallets|totes|drums|pails|tubs|pieces|pcs|packs|totalqty|noof|number|numberof|pkgs$|packages$|nopkgs$|noofpkgs$|noofpackages$|no(of)?(cs|cases|ctns?|cartons|pcs|pieces|bags|boxes|bxs|pallets|plts|units|pkg|pk)$|pkgcount|packagecount|shipped|used$|added$|actual(wt|weight|qty|quantity|amount|kg|kgs|lb|lbs)?$|weighed|units(shipped|received|used|delivered|ordered)|total(weight|wt|cases|units|count|pieces|pcs|received|shipped|delivered)|(of)(cases|units|bags|boxes|cartons|pallets|pieces|packs|items)|(kg|kgs|lb|lbs)(received|shipped|used|delivered|in|out)|(cs|cases|cartons|ctns|units|pallets|plts)(loaded|packed|shipped|out))|^(cs|cases|cartons|ctns|boxes|bags|pallets|plts)(rec|recd|rcvd|recvd|received|in)$|^(qte|qtd|qtde|cant|cdad|ctd)$|^(cant|cantidad)(usada|utilizada|empleada|consumida|real)$|(aantal|hoeveelheid|menge|anzahl|quantite|quantidade|cantidad|ilosc)|(qty|quantity)$|^(peso(neto|netto|bruto|lordo)?|poids(net|brut)?|(netto|brutto)?gewicht|kilos|cajas?|bultos|cartones|colis|kisten|kartons?|piezas|unidades)(kg|kgs|lb|lbs)?$/,
  ],
  [
    'unit',
    /^(unit|units|uom|um|measure|unitofmeasure|unitsofmeasure|eenheid|einheit|unite|unidad|me|jedn|medida|unidaddemedida)$|^(unite|unidad|einheit|eenheid)(unit|units|uom)$/,
  ],
  [
    'date',
    /^(day|datum|fecha|received|receivedon|rcvd|recd|recvd|rcvdon|recdon|recvdon|delivered|deliverydate|shipdate|shippedon|dispatched|dispatchdate|arrival|arrived|when)$|^date|date$/,
  ],
  [
    'supplier',
    /^(supplier|vendor|purveyor|from|receivedfrom|leverancier|lieferant|fournisseur|proveedor|shipper|consignor|seller|dealer|manufacturer|mfr|mfg|grower|producer|packer|source|suppliedby|deliveredby|origin)|^(immediate)?previoussource/,
  ],
  ['supplier', PARTY_HEADING],
  [
    'customer',
    /^(customer|shipto|soldto|client|klant|kunde|consignee|deliverto|buyer|recipient|destination|billto|account|store)|^(immediate)?subsequentrecipient/,
  ],
  [
    'name',
    /^(material|ingredient|item|product|description|name|article|goods|commodity|component|rawmaterial|sku|itemcode|productcode|partno|partnumber|partnum|part$|stock|artikel|omschrijving|beschreibung|bezeichnung|designation|produit|articulo|producto|insumo)|^(addition|additions|input|inputs|what)$/,
  ],
  ...NORDIC_HEADINGS,
  ...CENTRAL_EUROPEAN_HEADINGS,
  ...ROMANIAN_HEADINGS,
];

/**
 * Headings of columns a form has that hold none of the roles (prices, checks, remarks; what went
 * back to stores unused, `Qty returned`; a bare `Ref.` / `Réf.` / `Rif.` column, the article's
 * own reference on European delivery notes, where the order's number is printed once above; FSMA 204's
 * `TLC source`, where the lot was made, neither the lot code nor who sent it; a handling unit's
 * own ID, `Pallet ID`, `SSCC`, `LPN`, which names the pallet, never the goods' lot; what an
 * order or a shipping notice said would come, `Qty expected`, beside what came; what a batch
 * ticket's recipe calls for, `Theo. qty`, `Std. qty`, beside what was weighed): such a
 * column's numbers or words are never taken for a quantity or a name by their look.
 */
const OTHER_HEADINGS =
  /^(lp$|hora$|horas$|tlcsource|traceabilitylotcodesource|receivinglocation|shipfromlocation|shippinglocation|storagelocation|locationdescription|countryoforigin|countryorigin|country|coo$|placeoforigin|unitprice|price|prijs|preis|prix|precio|bedrag|betrag|montant|importe|rate|cost|total|theo(qty|quantity|wt|weight|amt|amount|lbs?|kgs?)?$|std(qty|quantity|wt|weight|amt|amount)$|totaal|gesamt|summe|amount(due|eur|usd)|value|vat|btw|mwst|tva|iva|tax|discount|korting|rabatt|subtotal|comments?|notes?|remarks?|signature|sign|initials?|init|checked|checkedby|receivedby|recdby|rcvdby|inspectedby|verifiedby|approvedby|unloadedby|temp|temperature|condition|accepted|rejected|ok|pass|fail|reason|location|bin|shelf|page|target|theoretical|standard|planned|ordered|qtyordered|quantityordered|orderedqty|(qty|quantity|cs|cases|units|wt|weight)(ord|ordd|req|reqd|required|requested|expected|expctd|advised|due|asn)$|(ord|req|reqd|required|requested|expected|advised|asn)(qty|quantity|wt|weight|units|cases)$|(qty|quantity|wt|weight|units|cases)?(returned|ret|rtnd|backtostores)$|(returned|return)(qty|quantity|wt|weight|units|cases)$|ref$|reference$|rif$|pallet(id|no|nr|number|num|tag|label|ref|code)|sscc|lpn|licen[cs]eplate|handlingunit(id|no|number)?$|huid$|huno$|containerno|containernumber|required|requested|backorder|carrier|haulier|hauler|haulage|trucking|freight|transporteur|transportista|spediteur|trailer|truck|seal|invoice|inv$|invno|bol|billoflading|packingslip|deliverynote|delnote|dnqty|waybill|coa$|coarecd|coareceived|certificate)/;

/**
 * A bare `Code` heading: an item's code (a SKU) on some forms, the lot's (the food trade's pack
 * or date code) on others. It names neither role for sure; its cells decide (assign-columns).
 */
export const isBareCodeHeading = (text: string): boolean =>
  /^(code|codes|codeno|codenumber|codenum|codenr)$/.test(labelKey(headingWords(text)));

/** Among several name-like headings, the one that describes: `Omschrijving` over `Artikel` (a code). */
export const nameHeadingRank = (text: string): number =>
  /^(description|omschrijving|beschreibung|bezeichnung|designation|material|ingredient|product|name|commodity|rawmaterial)/.test(
    labelKey(text),
  ) || NORDIC_DESCRIBING.test(labelKey(text))
    ? 2
    : 1;

/**
 * `lb` read with a capital I (`Ib`, `Ibs`, `ActualIb`), the reader's commonest slip on that
 * unit: alone, in brackets, or glued after the word before it. `IBC` (a tote) is no pound.
 */
const pounds = (text: string): string => text.replace(/(?<![A-Z])Ib(s?)(?![a-z])/g, 'lb$1');

/** A heading without its parenthesised unit or note: `Total weight (kg)` is `Total weight`. */
const headingWords = (text: string): string =>
  pounds(text)
    .replace(/\([^()]*\)/g, ' ')
    .trim() || text;

/** Units of measure a quantity column's heading may name: `Kg`, `Lbs`, `Weight (lb)`. */
const MEASURE_HEADING =
  /^(kg|kgs|kilos?|kilograms?|lb|lbs|pounds?|g|grams?|oz|ounces?|l|ltrs?|lit(er|re)s?|gal|gallons?|ml)$/;

const MEASURES = 'kg|kgs|kilos?|lb|lbs|pounds?|g|oz|l|ltrs?|gal|ml';
/**
 * A measure glued to the quantity word before or after it: `Kg received`, `Net weight lbs`, and
 * `Net kg` / `Gross lb` / `Actual lb` (a cold store's, a meat plant's or a batch sheet's column:
 * `net` or `actual` alone says it is weighed).
 */
const FUSED_MEASURE = new RegExp(
  `^(${MEASURES})(?:received|recd|rcvd|shipped|used|delivered|added|in|out)$|^(?:net|gross|total)?(?:weight|wt|qty|quantity)(${MEASURES})$|^(?:net|nett|gross|actual)(${MEASURES})$`,
);

/** Packages a quantity column's heading may count: `Cases`, `No. of cases`, `No. Cs`, `Boxes shipped`. */
const COUNT_HEADING =
  /^(cases?|cs|boxes|cartons?|ctns?|bags|sacks|pieces|pcs|pails|tubs|drums|totes|trays|crates|pkgs?|packages?|cajas?|bultos|cartones|colis|kisten|kartons?|piezas)$/;

/** A weight's heading in the languages of European delivery notes: `Peso neto`, `Poids net`, `Nettogewicht`. */
const FOREIGN_WEIGHT =
  /^(peso(neto|netto|bruto|lordo)?|poids(net|brut)?|(netto|brutto)?gewicht|kilos)(kg|kgs)?$/;

/**
 * The unit a quantity column's heading gives its numbers (`Qty (kg)`, `Weight lbs`, `Kg`; what
 * it counts: `Cases`, `No. of cases`, `Pieces shipped`), if any: the cells then hold bare
 * numbers in it.
 */
export function headingUnit(heading: string): string | null {
  const text = pounds(heading);
  const inParens = /\(([^()]+)\)/.exec(text)?.[1]?.trim();
  if (inParens && /^[a-z. ]+$/i.test(inParens)) return inParens;
  const words = headingWords(text).split(/\s+/);
  const last = words[words.length - 1] ?? '';
  if (MEASURE_HEADING.test(compact(last))) return last;
  // Words read as one (`Kgreceived`, `Netweightlbs`): the unit where the heading's words put it.
  const fused = FUSED_MEASURE.exec(labelKey(headingWords(text)));
  if (fused) return fused[1] ?? fused[2] ?? fused[3]!;
  return words.find((w) => COUNT_HEADING.test(compact(w))) ?? null;
}

/** A quantity heading that counts packages (`Cases`, `No. of bags`, `Qty (cartons)`). */
export function countsPackages(text: string): boolean {
  const unit = headingUnit(text);
  return unit !== null && COUNT_HEADING.test(compact(unit));
}

/** A quantity heading that weighs (`Net wt (lb)`, `Weight (kg)`, `Kg received`, `Lbs`). */
export function namesWeight(text: string): boolean {
  const unit = headingUnit(text);
  if (unit !== null && /^(kg|kgs|kilos?|kilograms?|lb|lbs|pounds?|g|grams?|oz|ounces?)$/.test(compact(unit)))
    return true;
  // A note in brackets is no unit (`Weight (subj. to correction)`): the words say it weighs.
  if (unit !== null && COUNT_HEADING.test(compact(unit))) return false;
  const key = labelKey(headingWords(text));
  return /^(net|gross|total|actual)?(weight|wt)/.test(key) || FOREIGN_WEIGHT.test(key);
}

/**
 * The parts of a bilingual or doubled heading (`No de lot / Lot no.`, `Invoice / PO`,
 * `Member / Store`): each may be the one that names the role.
 */
const slashParts = (text: string): string[] => text.split('/').filter((part) => labelKey(part).length >= 2);

export function headingRole(text: string): ColumnRole | null {
  const whole = oneHeadingRole(text);
  if (whole || isOtherHeading(text)) return whole;
  const parts = slashParts(text);
  if (parts.length < 2) return null;
  for (const part of parts) {
    const role = oneHeadingRole(part);
    if (role) return role;
  }
  return null;
}

/**
 * What was accepted into stock, weighed or counted (`Accepted (kg)`, `Qty accepted`), beside what
 * the delivery note claimed and what was rejected: the amount received. A bare `Accepted` (a
 * tick or Y/N) stays a check.
 */
const ACCEPTED_AMOUNT =
  /^(qty|quantity|wt|weight|kg|kgs|lbs?|cases|units|amount)accepted$|^accepted(qty|quantity|wt|weight|kg|kgs|lbs?|cases|units|amount)$/;

const isAcceptedAmount = (text: string): boolean => {
  const key = labelKey(headingWords(text));
  return ACCEPTED_AMOUNT.test(key) || (key === 'accepted' && headingUnit(text) !== null);
};

/** A `Party` column's role on this document: the customer where there is no supplier. */
export const partyRole = (role: ColumnRole | null, text: string, roles: readonly ColumnRole[]) =>
  role === 'supplier' &&
  !roles.includes('supplier') &&
  roles.includes('customer') &&
  PARTY_HEADING.test(labelKey(headingWords(text)))
    ? 'customer'
    : role;

/** The role a heading names as a whole, not through one part of it split on `/`. */
export function oneHeadingRole(text: string): ColumnRole | null {
  const key = labelKey(headingWords(text));
  if (isAcceptedAmount(text)) return 'quantity';
  if (MEASURE_HEADING.test(key) || /^(total|net|gross)?(weight|wt)?(kg|kgs|lb|lbs)$/.test(key))
    return 'quantity';
  if (!key || isOtherHeading(text)) return null;
  for (const [role, pattern] of HEADINGS) if (pattern.test(key)) return role;
  // Spanish `Ud.` / `Uds.` (unidad), Portuguese and Spanish `Un.` / `Und.`, with its point only:
  // bare, it is as likely a row's initials.
  if (/^(uds?|un|und)\.$/i.test(text.trim())) return 'unit';
  // A heading that ends by naming the purchase order (`Orden de compra P.O.`, `Cust. P.O. #`).
  if (/(^|\s)P\.\s?O\.?\s*(#|no\.?|number)?\s*$/i.test(text)) return 'po';
  return null;
}

/**
 * A pack size: how many units go in each case or carton (`Units / Case`, `Units per case`,
 * `Pcs/Ctn`, `Case pack`, `Pack size`), printed beside the count of cases. Its numbers are
 * neither the quantity received nor a unit of measure, whatever word its parts begin with.
 */
const PACK_SIZE =
  /^((units?|each|eaches|ea|pcs|pieces|items|count|ct|bottles|cans|jars|packs?)(per|in|to|a|\/)?(case|cs|carton|ctn|box|bx|pack|pk|inner|outer|tray)|(case|carton|inner|outer)pack|packsize|packsz|packcount)$/;

export const isPackSizeHeading = (text: string): boolean => PACK_SIZE.test(labelKey(headingWords(text)));

/** A heading of a column that holds none of the roles (`Unit price`, `Temp`, `Remarks`). */
export const isOtherHeading = (text: string): boolean => {
  if (isPackSizeHeading(text)) return true;
  const parts = slashParts(text);
  // `Invoice / PO`: other only when no part of it names a role.
  if (parts.length >= 2 && parts.some((part) => oneHeadingRole(part) !== null)) return false;
  return isOneOtherHeading(text);
};

const isOneOtherHeading = (text: string): boolean => {
  // A share (`Moisture %`, `Fat %`, `% Brix`): a lab reading, none of the roles.
  if (/%/.test(text)) return true;
  if (isAcceptedAmount(text)) return false;
  const key = labelKey(headingWords(text));
  // A total of what is counted (`Total weight`, `Total cases`) is a row's quantity, not money.
  if (
    /^total(weight|wt|qty|quantity|cases|units|count|pieces|pcs|received|shipped|delivered|kg|lbs?)$/.test(
      key,
    )
  )
    return false;
  // A quantity heading glued to another by OCR (`BTW Hoeveelheid`) is still the quantity's.
  return (
    [OTHER_HEADINGS, CENTRAL_EUROPEAN_OTHER, FRENCH_ITALIAN_OTHER, ROMANIAN_OTHER].some((p) => p.test(key)) &&
    !/^(amount|total(qty|quantity))$|aantal|hoeveelheid|menge|anzahl|quantit/.test(key)
  );
};

/** A bare `Total` (`Totaal`, `Gesamt`): money on an invoice, what was counted on a receiving log. */
export const isBareTotalHeading = (text: string): boolean =>
  /^(total|totals|totaal|gesamt|summe)$/.test(labelKey(headingWords(text)));

/** Section subtotals inside a table: not line items. */
export const isSubtotal = (text: string): boolean => /^(subtotal|sum|carriedforward)/.test(compact(text));

/** Rows past the table: the form's footer. */
export const isFooter = (text: string): boolean =>
  /^(checkedby|signature|signed|total|notes|comments|receivedby|approvedby|verifiedby|remarks|inspectedby|deliveredby|driver|receivedingood|authori[sz]ed)/.test(
    compact(text),
  ) || [CENTRAL_EUROPEAN_FOOTER, ROMANIAN_FOOTER].some((p) => p.test(labelKey(text)));
