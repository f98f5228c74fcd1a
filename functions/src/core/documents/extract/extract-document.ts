import type { Layout } from '../layout.ts';
import { HEADED_ONLY, headingUnit, type ColumnRole } from './column-roles.ts';
import { emptyField, fieldValue, REPAIRED, unitAfterNumber } from './field-values.ts';
import { findTable, type TableCell } from './find-table.ts';
import { onlyAfterUpload } from './future-dates.ts';
import { withLostStrokes } from './lost-stroke-month.ts';
import { splitNameRunOn } from './name-run-on.ts';
import { agreedCell } from './header-from-rows.ts';
import { fieldOfKey, labelsWithFallbacks, takeFallbacks } from './fallback-labels.ts';
import { readLabels } from './header-labels.ts';
import { headerByContent, headerByName } from './header-fallbacks.ts';
import { fitsType } from './fits-type.ts';

export { fitsType };
import type { KnownValues } from './column-content.ts';
import { decideDateOrder } from './date-order.ts';
import { partDateFromQuantity } from './date-glued-to-quantity.ts';
import { rejoinDateTail } from './date-tail.ts';
import { partNamesAcrossEdge } from './names-across-edge.ts';
import { asThousands, groupsThousandsWithDots } from './dotted-thousands.ts';
import { type DateCrop, dateCrops, fillDatesFromCrops } from './dates-from-crops.ts';
import { KINDS, type FieldType } from './kinds.ts';
import { OTHER_LABELS } from './other-labels.ts';
import { orderEvidence } from './parse-date.ts';
import { isHeadingLine, isLineItem, isRemarkRow } from './row-kinds.ts';
import { rejoinSpilledDigits } from './spilled-digits.ts';
import { withoutTrailingNotes } from './trailing-notes.ts';
import { dateByWeekday } from './weekday-dates.ts';
import { completeYear } from './yearless-dates.ts';
import { dateByImage } from '../match/date-by-image.ts';
import { unitAfterDigits } from '../match/unit-after-digits.ts';
import { wordImages } from '../match/word-images.ts';
import type { DateOrder, DocumentKind, Extraction, ExtractedField } from './types.ts';

/**
 * How the company writes numeric dates: a fixed order, or `auto` (decided per document, see
 * decideDateOrder) with the upload's day and the company's recent documents' dates.
 */
export type ExtractOptions = (
  | { dateOrder: DateOrder; uploaded?: string }
  | { dateOrder: 'auto'; uploaded: string; recentDates?: readonly string[] }
) & {
  /** The company's names (and lot codes), so a column is also told by what is written in it. */
  known?: KnownValues;
};

/** The pseudo-field of labels no kind keeps (`Carrier`, `Order date`). */
const NOT_KEPT = ' not kept';

/** A date whose order was chosen by plausibility alone is shown as doubtful on review. */
export const ORDER_BY_PLAUSIBILITY = 0.6;

type Loose = Record<string, ExtractedField<string | number>>;

/**
 * A read document (any engine's layout) to the header and rows of one kind. Each page's table
 * adds rows; header fields come from the first page that has them. Rows take the header's
 * supplier, PO number or date when the table has no column for them. Nothing is matched to
 * master data here: names stay as read.
 */
export function extractDocument<K extends DocumentKind>(
  layout: Layout,
  kind: K,
  options: ExtractOptions,
): Extraction<K> {
  const strict = extractPages(layout, kind, options, false);
  const found = strict.rows.length > 0 || Object.values(strict.header as Loose).some((f) => f.value !== null);
  // A page that gave nothing (no heading known, a hand's cells run together) is read once more,
  // its table taken from looser rows of line items: some rows to review beat a failed document.
  return found ? strict : extractPages(layout, kind, options, true);
}

function extractPages<K extends DocumentKind>(
  layout: Layout,
  kind: K,
  options: ExtractOptions,
  looseRows: boolean,
): Extraction<K> {
  const spec = KINDS[kind];
  const header: Loose = {};
  for (const f of [...Object.keys(spec.header), ...Object.keys(spec.headerDerived)]) header[f] = emptyField();
  const rows: Loose[] = [];
  const roles = [...Object.keys(spec.columns), ...Object.keys(spec.headerColumns ?? {})] as ColumnRole[];
  // The line items' cells of roles the header keeps (`Ship to` on every row of a shipping log).
  const headerCells: Record<string, (TableCell | undefined)[]> = {};
  const own = new Set(Object.values(spec.header).flatMap((h) => [...h.labels, ...(h.fallbackLabels ?? [])]));
  // Labels of fields this kind does not keep: they end a value and give none (`fits` below).
  const labels = {
    ...labelsWithFallbacks(spec, (f) => [
      ...spec.header[f]!.labels,
      ...(spec.header[f]!.knownLabels?.(options.known) ?? []),
    ]),
    [NOT_KEPT]: OTHER_LABELS.filter((l) => !own.has(l)),
  };
  const tableColumns = new Set<string>();
  // The character probabilities of the words read, where the reader kept them.
  const images = wordImages(layout);
  // Dates are read once the whole document is seen: any unambiguous one fixes the order of all.
  const dates: { part: Loose; field: string; text: string; confidence: number }[] = [];
  const forward: typeof dates = [];
  // Header dates' regions the detector found nothing in, read again by the reader.
  const crops: DateCrop[] = [];
  const valueOf = (part: Loose, field: string, type: FieldType, text: string, confidence: number) => {
    if (type === 'date')
      (spec.forwardDates?.includes(field) ? forward : dates).push({ part, field, text, confidence });
    part[field] = fieldValue(type, text, confidence, 'DMY');
  };

  for (const page of layout.pages) {
    const table = findTable(
      page,
      roles,
      options.known,
      { weightOverCount: spec.weightOverCount, countOverWeight: spec.countOverWeight },
      looseRows,
    );
    const found = takeFallbacks(
      readLabels(
        page,
        labels,
        table?.slope ?? 0,
        table ? table.top - table.headingHeight * 0.6 : Infinity,
        (field, text) => field !== NOT_KEPT && fitsType(spec.header[fieldOfKey(field)]!.type, text),
        new Set([NOT_KEPT]),
      ),
    );
    // What no label gave: a date, a lot code after `lot`, a PO number, by look and place.
    const open = Object.fromEntries(
      Object.entries(spec.header)
        .filter(
          ([f, h]) => header[f]!.value === null && !found[f] && h.type !== 'text' && h.type !== 'number',
        )
        .map(([f, h]) => [f, h.type]),
    );
    const above = table ? table.top - table.headingHeight : Infinity;
    Object.assign(found, headerByContent(page, open, above));
    // A name no label gave: a line that is one of the company's suppliers, customers, products.
    const named = Object.entries(spec.header).flatMap(([f, h]) => {
      const names = h.known ? options.known?.[h.known] : undefined;
      return names?.length && header[f]!.value === null && !found[f] ? [[f, names] as const] : [];
    });
    Object.assign(found, headerByName(page, Object.fromEntries(named), above));
    for (const [field, value] of Object.entries(found)) {
      const h = spec.header[field]!;
      if (header[field]!.value !== null) continue;
      valueOf(header, field, h.type, value.text, value.confidence);
      if (h.unitField && header[h.unitField]!.value === null) {
        // `96 kg`, else the unit the label names: `Yield (kg): 96`, `Cases produced: 40`.
        const unit = unitAfterNumber(value.text) || (value.label ? labelUnit(value.label) : '');
        if (unit) valueOf(header, h.unitField, spec.headerDerived[h.unitField]!, unit, value.confidence);
      }
    }
    crops.push(...dateCrops(page, spec, table ? table.top - table.headingHeight * 0.6 : Infinity));
    if (!table) continue;
    for (const c of table.columns)
      if (c.role !== 'other' && spec.columns[c.role]) tableColumns.add(spec.columns[c.role]!);
    // Bare numbers under `Qty (kg)` or `Lbs` are in that unit, unless a unit column says otherwise.
    const headedUnit = table.columns.find((c) => c.role === 'quantity')?.unit ?? '';
    const pageRows: Loose[] = [];
    const order = table.columns.map((c) => c.role);
    for (const found of table.rows) {
      if (isHeadingLine(found)) continue;
      // `30/11/2610kg`: a use-by and the quantity beside it read as one word.
      const cells = partDateFromQuantity(
        partNamesAcrossEdge(rejoinDateTail({ ...found }, order), order, options.known),
        REPAIRED,
      );
      const spilled =
        cells.quantity && cells.unit ? rejoinSpilledDigits(cells.quantity.text, cells.unit.text) : null;
      if (spilled) {
        // Repaired across two cells: kept doubtful for review.
        const confidence = Math.min(cells.quantity!.confidence, cells.unit!.confidence) * REPAIRED;
        cells.quantity = { text: spilled.quantity, confidence };
        cells.unit = { text: spilled.unit, confidence };
      }
      const row: Loose = {};
      for (const field of Object.keys(spec.row)) row[field] = emptyField();
      // Roles known by their heading alone first: a kind's own column for the same field wins.
      const byHeading = Object.entries(cells).sort(
        ([a], [b]) => Number(HEADED_ONLY.has(b as ColumnRole)) - Number(HEADED_ONLY.has(a as ColumnRole)),
      );
      for (const [role, cell] of byHeading) {
        const field = spec.columns[role as ColumnRole];
        if (field) valueOf(row, field, spec.row[field]!, cell.text, cell.confidence);
      }
      const quantity = row[spec.quantity]!;
      if (row.unit!.value === null && quantity.raw) {
        const unit = unitAfterNumber(quantity.raw) || (quantity.value !== null ? headedUnit : '');
        if (unit) valueOf(row, 'unit', 'unit', unit, quantity.confidence);
      }
      // Still none: a handwritten unit read as digits after the number (`17 lb` read `1716`).
      const glued =
        row.unit!.value === null && quantity.value !== null
          ? images(quantity.raw)
              .map((steps) => unitAfterDigits(quantity.raw, steps))
              .find((split) => split !== null)
          : undefined;
      if (glued) {
        valueOf(row, spec.quantity, 'number', glued.number, quantity.confidence * REPAIRED);
        valueOf(row, 'unit', 'unit', glued.unit, quantity.confidence * REPAIRED);
      }
      // A name read run on into the empty lot cell beside it: parted at the known name's end.
      const lotField = spec.columns.lot;
      const nameField = spec.columns.name!;
      const runOn =
        lotField && row[lotField]!.value === null && row[nameField]!.raw
          ? splitNameRunOn(row[nameField]!.raw, options.known?.materials ?? [])
          : null;
      if (runOn) {
        const c = row[nameField]!.confidence;
        valueOf(row, nameField, 'text', runOn.name, c);
        valueOf(row, lotField!, spec.row[lotField!]!, runOn.code, c * REPAIRED);
      }
      if (!isLineItem(row, spec.quantity, spec.columns.name!, spec.columns.lot)) continue;
      if (isRemarkRow(row, spec.quantity, spec.columns.name!, options.known?.materials, spec.columns.lot))
        continue;
      pageRows.push(row);
      for (const role of Object.keys(spec.headerColumns ?? {}))
        (headerCells[role] ??= []).push(cells[role as ColumnRole]);
    }
    rows.push(...withoutTrailingNotes(pageRows, spec.row, options.known));
  }

  for (const [role, field] of Object.entries(spec.headerColumns ?? {})) {
    const agreed = agreedCell(headerCells[role] ?? []);
    if (agreed && header[field]!.value === null)
      valueOf(header, field, spec.header[field]!.type, agreed.text, agreed.confidence);
  }

  const decision =
    options.dateOrder === 'auto'
      ? decideDateOrder(
          dates.map((d) => d.text),
          'auto',
          { uploaded: options.uploaded, recent: options.recentDates, elsewhere: writtenDates(layout) },
        )
      : { order: options.dateOrder, byPlausibility: false };
  // Where the reader kept its character probabilities, each date is also read against them.
  const read = [...dates, ...forward].map((d) => {
    const value = fieldValue('date', d.text, d.confidence, decision.order);
    // Dates ahead of the upload (use-by, best-before) are no candidates: those stay as read.
    return options.uploaded && !forward.includes(d)
      ? dateByImage(value, images(d.text), decision.order, options.uploaded, d.confidence)
      : value;
  });
  // `1/23/26` months before the upload, `11/23/26` days before it and beside the page's other
  // dates: a stroke of the 11 was lost.
  const strokes = options.uploaded
    ? withLostStrokes(
        dates.map((d, i) => ({
          iso: typeof read[i]!.value === 'string' ? read[i]!.value : null,
          raw: d.text,
        })),
        options.uploaded,
        options.dateOrder === 'auto' ? options.recentDates : [],
      )
    : [];
  [...dates, ...forward].forEach((d, i) => {
    const value = read[i]!;
    const stroke = strokes[i];
    const dated = stroke ? { ...value, value: stroke, confidence: value.confidence * REPAIRED } : value;
    const doubtful = decision.byPlausibility && orderEvidence(d.text) === 'ambiguous';
    d.part[d.field] = doubtful ? { ...dated, confidence: dated.confidence * ORDER_BY_PLAUSIBILITY } : dated;
  });
  // With nothing to decide the order by, a date read from a region may be written either way:
  // it is taken only if both ways read it alike.
  const open = options.dateOrder === 'auto' && dates.length + forward.length === 0;
  const orders = open ? [decision.order, decision.order === 'MDY' ? 'DMY' : 'MDY'] : [decision.order];
  fillDatesFromCrops(header, crops, orders as DateOrder[], options.uploaded);

  // Dates written without a year take the one nearest the document's own date.
  const headerDate = Object.keys(spec.header).find((f) => spec.header[f]!.type === 'date');
  const anchor = [headerDate ? header[headerDate]!.value : null, ...dates.map((d) => d.part[d.field]!.value)]
    .concat(options.dateOrder === 'auto' ? [options.uploaded] : [])
    .find((v): v is string => typeof v === 'string');
  const uploaded = options.dateOrder === 'auto' ? options.uploaded : undefined;
  for (const d of anchor ? dates : []) {
    if (d.part[d.field]!.value !== null) continue;
    const iso = completeYear(d.text, decision.order, anchor!, uploaded);
    if (iso) d.part[d.field] = { value: iso, raw: d.text, confidence: d.confidence * REPAIRED };
  }
  // `Mon 3/1` on a log uploaded in November: the weekday's date with the digits read (`23/11`).
  for (const d of uploaded ? dates : []) {
    const read = d.part[d.field]!.value;
    const iso = dateByWeekday(d.text, typeof read === 'string' ? read : null, uploaded!);
    if (iso) d.part[d.field] = { value: iso, raw: d.text, confidence: d.confidence * REPAIRED };
  }

  // `1.000` on a page that dots its dates and has no decimal point is a thousand.
  if (groupsThousandsWithDots(layout)) {
    const numbers = (fields: Record<string, { type: FieldType } | FieldType>) =>
      Object.keys(fields).filter(
        (f) => (typeof fields[f] === 'string' ? fields[f] : fields[f]!.type) === 'number',
      );
    for (const f of numbers(spec.header)) header[f] = asThousands(header[f]!) ?? header[f]!;
    for (const row of rows) for (const f of numbers(spec.row)) row[f] = asThousands(row[f]!) ?? row[f]!;
  }

  // A column of dates all after the upload is the goods' shelf life, not the day they came in:
  // the rows take the header's date instead.
  for (const [field, type] of Object.entries(spec.row))
    if (
      type === 'date' &&
      options.uploaded &&
      !spec.forwardDates?.includes(field) &&
      tableColumns.has(field) &&
      onlyAfterUpload(rows, field, options.uploaded)
    )
      tableColumns.delete(field);

  // Fields the table has no column for come from the header.
  for (const row of rows)
    for (const [field, from] of Object.entries(spec.inherit))
      if (!tableColumns.has(field)) row[field] = { ...header[from]! };
  for (const row of rows)
    for (const [field, from] of Object.entries(spec.fallback ?? {}))
      if (!tableColumns.has(field) && tableColumns.has(from)) row[field] = { ...row[from]! };

  return { kind, header, rows } as unknown as Extraction<K>;
}

/** Numeric dates written anywhere on the document (`18/01/2026` in a note). */
const writtenDates = (layout: Layout): string[] =>
  layout.pages.flatMap((p) =>
    p.lines.flatMap(
      (l) => l.text.match(/(?<![\d/.-])\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})(?![\d/.-])/g) ?? [],
    ),
  );

/** The unit a quantity's label names: in parentheses or as its measure (`Yield (kg)`), or what it counts (`Cases produced`). */
const labelUnit = (label: string): string =>
  headingUnit(label) ??
  /\b(cases|cartons|boxes|bags|pieces|pcs|units)\b/i.exec(label)?.[1] ??
  // Read without its space (`CasesMade`, `GoodCases`): the count still names the unit.
  /^(?:good)?(cases|cartons|boxes|bags|pieces|pcs|units)(?=made|produced|packed|out|filled|$)/i.exec(
    label.trim(),
  )?.[1] ??
  '';
