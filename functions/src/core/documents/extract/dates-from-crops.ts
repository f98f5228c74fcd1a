import type { CharSteps } from '../char-steps.ts';
import type { LayoutPage } from '../layout.ts';
import { dateFromCrop } from '../match/date-from-crop.ts';
import type { KindSpec } from './kinds.ts';
import type { DateOrder, ExtractedField } from './types.ts';

/** A header date's region read again (reread-regions.ts), for the field its label names. */
export interface DateCrop {
  field: string;
  steps: CharSteps;
}

/**
 * The page's regions read again after a date label the detector found nothing beside, for the
 * kind's own date fields that label names (not use-by dates), above the table (`tableTop`; a
 * `Date` column's heading is no header label).
 */
export function dateCrops(page: LayoutPage, spec: KindSpec, tableTop: number): DateCrop[] {
  return (page.rereads ?? []).flatMap((r) => {
    if (r.field !== 'date' || r.box.top >= tableTop) return [];
    const field = Object.keys(spec.header).find(
      (f) =>
        spec.header[f]!.type === 'date' &&
        !spec.forwardDates?.includes(f) &&
        spec.header[f]!.labels.includes(r.label),
    );
    return field ? [{ field, steps: r.steps }] : [];
  });
}

/** A date whose order nothing on the document told is doubtful (as extract-document's by plausibility). */
const ORDER_OPEN = 0.6;

/**
 * Header dates nothing was read for, decoded from their regions once the document's date order
 * is decided (match/date-from-crop.ts); a field with a date of its own keeps it. `orders`: the
 * decided order, or every order when the document leaves it open (`auto` with no date read
 * anywhere): then the region's date alone says how it is written, and it is taken only when
 * every order that reads it gives the same date (`23/09/26`; never `05/03/26`, March or May).
 */
export function fillDatesFromCrops(
  header: Record<string, ExtractedField<string | number>>,
  crops: readonly DateCrop[],
  orders: readonly DateOrder[],
  uploaded: string | undefined,
): void {
  if (!uploaded) return;
  for (const crop of crops) {
    const field = header[crop.field];
    // A reading that gave no date (`9/`, `3//`: a piece of it) gives way to its region's steps.
    if (!field || field.value !== null) continue;
    const dates = orders.flatMap((order) => dateFromCrop(crop.steps, order, uploaded) ?? []);
    if (!dates.length || new Set(dates.map((d) => d.value)).size > 1) continue;
    const date = dates[0]!;
    header[crop.field] = orders.length > 1 ? { ...date, confidence: date.confidence * ORDER_OPEN } : date;
  }
}
