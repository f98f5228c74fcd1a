import { gs1DateToIso } from './application-identifiers.ts';
import { parseDigitalLink } from './digital-link.ts';
import { type Gs1Element, parseElementString } from './element-string.ts';

/**
 * What a scanned code says about a lot, whatever carried it: a GS1 Digital Link (our QR when the
 * material has a GTIN), a GS1 element string (GS1-128 or GS1 DataMatrix, separators kept or
 * lost), our own lot page's address (our QR otherwise), or a plain lot code.
 */
export type ScannedLot =
  | {
      kind: 'gs1';
      gtin14: string | null;
      lotCode: string | null;
      /** ISO dates of the AIs present: 17 use by, 15 best before, 11 production, 13 packed. */
      dates: Partial<Record<'useBy' | 'bestBefore' | 'produced' | 'packed', string>>;
      elements: Gs1Element[];
    }
  | { kind: 'lot-page'; materialId: number; lotId: number }
  | { kind: 'plain'; lotCode: string }
  | { kind: 'unreadable'; message: string };

/** The path of a lot page in the web app (the QR of a material without a GTIN). */
export const LOT_PAGE_PATH = /\/inventory\/(\d+)\/lots\/(\d+)\/?$/;

const DATE_AIS = { '17': 'useBy', '15': 'bestBefore', '11': 'produced', '13': 'packed' } as const;

const fromElements = (elements: Gs1Element[], today: Date): ScannedLot => {
  const dates: Partial<Record<(typeof DATE_AIS)[keyof typeof DATE_AIS], string>> = {};
  for (const element of elements) {
    const name = DATE_AIS[element.ai as keyof typeof DATE_AIS];
    if (name) dates[name] = gs1DateToIso(element.value, today);
  }
  return {
    kind: 'gs1',
    gtin14: elements.find((e) => e.ai === '01')?.value ?? null,
    lotCode: elements.find((e) => e.ai === '10')?.value ?? null,
    dates,
    elements,
  };
};

export const readScannedCode = (raw: string, today = new Date()): ScannedLot => {
  const text = raw.replace(/[\r\n]+$/, '').trim();
  if (!text) return { kind: 'unreadable', message: 'The code is empty' };
  if (/^https?:\/\//i.test(text)) {
    const link = parseDigitalLink(text);
    if (link.ok) return fromElements(link.elements, today);
    let url: URL | null;
    try {
      url = new URL(text);
    } catch {
      url = null;
    }
    const page = url && LOT_PAGE_PATH.exec(url.pathname);
    if (page) return { kind: 'lot-page', materialId: Number(page[1]), lotId: Number(page[2]) };
    return { kind: 'unreadable', message: link.message };
  }
  const looksGs1 = text.startsWith('(') || /^\][A-Za-z][0-9A-Za-z]/.test(text) || text.includes('\u001d');
  const gs1 = parseElementString(text);
  if (gs1.ok && (looksGs1 || /^01\d{14}/.test(text))) {
    return fromElements(gs1.elements, today);
  }
  if (looksGs1 && !gs1.ok) return { kind: 'unreadable', message: gs1.message };
  return { kind: 'plain', lotCode: text };
};
