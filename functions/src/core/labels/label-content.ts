import { CSET82, isoToGs1Date } from '@bp/shared/gs1/application-identifiers.ts';
import { buildDigitalLink } from '@bp/shared/gs1/digital-link.ts';
import { formatElementString, type Gs1Element } from '@bp/shared/gs1/element-string.ts';
import { formatQuantity } from '@bp/shared/quantity/quantity.ts';
import type { LotRecord } from '../inventory/lot.ts';
import type { MaterialRecord } from '../master-data/records.ts';

/** What one lot's label says and encodes; the PDF adapter only lays it out. */
export interface LabelContent {
  company: string;
  material: string;
  lotCode: string;
  quantity: string;
  /** Dated lines, e.g. "Use by 2026-12-31". */
  dates: string[];
  /** The QR's text: a GS1 Digital Link, or the lot page's address. */
  qr: string;
  /**
   * The case barcode: GS1-128 in bracketed form, or a Code 128 of the plain lot code. `short` is
   * the GS1 data without its dates (which the QR keeps), for a label too narrow for all of it.
   * Never two symbols: a scanner hands over a lone "(10)" symbol without its AI marker, as a
   * plain code that would fill the lot field with "10" in front.
   */
  linear: { kind: 'gs1-128'; text: string; short: string } | { kind: 'code128'; text: string };
}

/** AI (10) holds at most 20 characters of GS1 character set 82: a longer or wider code stays off GS1 codes. */
const fitsGs1Lot = (code: string) => code.length <= 20 && CSET82.test(code);

export const labelContent = (input: {
  company: string;
  material: MaterialRecord;
  lot: LotRecord;
  appUrl: string;
}): LabelContent => {
  const { material, lot } = input;
  const appUrl = input.appUrl.replace(/\/+$/, '');
  const dates = [`Registered ${lot.registeredAt.slice(0, 10)}`];
  const expiryAi = lot.expiry ? (lot.expiry.kind === 'best_before' ? '15' : '17') : null;
  if (lot.expiry)
    dates.push(`${lot.expiry.kind === 'best_before' ? 'Best before' : 'Use by'} ${lot.expiry.date}`);

  const gs1 = material.gtin && fitsGs1Lot(lot.lotCode);
  const attributes = expiryAi && lot.expiry ? { [expiryAi]: isoToGs1Date(lot.expiry.date) } : undefined;
  const qr = gs1
    ? buildDigitalLink({
        base: appUrl,
        gtin: material.gtin!,
        lot: lot.lotCode,
        ...(attributes ? { attributes } : {}),
      })
    : `${appUrl}/inventory/${material.id}/lots/${lot.id}`;
  // Fixed-length elements first and the lot last: the string reads right even where a scanner drops FNC1.
  const elements: Gs1Element[] = gs1
    ? [
        { ai: '01', value: material.gtin! },
        ...(attributes ? Object.entries(attributes).map(([ai, value]) => ({ ai, value })) : []),
        { ai: '10', value: lot.lotCode },
      ]
    : [];
  return {
    company: input.company,
    material: material.name,
    lotCode: lot.lotCode,
    quantity: `${formatQuantity(lot.quantity)} ${material.unit_of_measure}`,
    dates,
    qr,
    linear: gs1
      ? {
          kind: 'gs1-128',
          text: formatElementString(elements, 'brackets'),
          short: formatElementString(
            elements.filter((e) => e.ai === '01' || e.ai === '10'),
            'brackets',
          ),
        }
      : { kind: 'code128', text: lot.lotCode },
  };
};
