import { drillFiguresText, type DrillView } from '@bp/shared/contracts/drills.ts';
import { type DrillRecord, drillRecords } from '../../core/drills/report-records.ts';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/**
 * The recall drill report as an A4 PDF with pdf-lib (the library the labels use): result, time
 * against the target, mass balance, customers to call, the stock to hold (held lots marked), the
 * suppliers, the records behind every link, notes and gaps. Text only, wrapped to the page, with
 * new pages as needed.
 */

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;

const minutes = (m: number) => {
  const whole = Math.floor(m);
  return whole >= 60 ? `${Math.floor(whole / 60)} h ${whole % 60} min` : `${whole} min`;
};

/** Helvetica (WinAnsi) draws Latin text; any other character prints as '?'. */
const printable = (font: PDFFont, text: string): string => {
  const supported = new Set(font.getCharacterSet());
  return Array.from(text, (c) => (supported.has(c.codePointAt(0)!) ? c : '?')).join('');
};

const TEXT_WIDTH = A4[0] - 2 * MARGIN;

/**
 * Where a line of `text` ends: before the last space that lets it fit, else at the last character
 * that fits (one at least). The fitting length is found by bisection, as widths grow with length:
 * trying every length from the end measured a 2,000-character word some two million times.
 */
const lineEnd = (font: PDFFont, text: string, size: number): number => {
  const fits = (n: number) => font.widthOfTextAtSize(text.slice(0, n), size) <= TEXT_WIDTH;
  if (fits(text.length)) return text.length;
  let lo = 1;
  let hi = text.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  const space = text.lastIndexOf(' ', lo);
  return space > 0 ? space : lo;
};

class Writer {
  private page: PDFPage;
  private y: number;
  private readonly doc: PDFDocument;
  private readonly font: PDFFont;
  private readonly bold: PDFFont;
  constructor(doc: PDFDocument, font: PDFFont, bold: PDFFont) {
    this.doc = doc;
    this.font = font;
    this.bold = bold;
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  line(text: string, size = 11, strong = false) {
    const font = strong ? this.bold : this.font;
    for (const paragraph of printable(font, text).split('\n')) {
      let rest = paragraph;
      do {
        const cut = lineEnd(font, rest, size);
        if (this.y < MARGIN + size) {
          this.page = this.doc.addPage(A4);
          this.y = A4[1] - MARGIN;
        }
        this.page.drawText(rest.slice(0, cut), {
          x: MARGIN,
          y: this.y - size,
          size,
          font,
          color: rgb(0, 0, 0),
        });
        this.y -= size * 1.4;
        rest = rest.slice(cut).trimStart();
      } while (rest.length > 0);
    }
  }

  gap() {
    this.y -= 8;
  }
}

const RECORD_NAMES: Record<DrillRecord['kind'], string> = {
  goods_receipt: 'Goods receipt',
  production: 'Production',
  shipment: 'Shipment',
};

const recordLine = (r: DrillRecord) =>
  `${RECORD_NAMES[r.kind]} #${r.submission_id}, ${r.date}` +
  (r.parties.length > 0 ? `, ${r.parties.join(', ')}` : '') +
  `: lot${r.lots.length > 1 ? 's' : ''} ${r.lots.join(', ')}`;

/**
 * The report of a drill as it stands. Dated by the drill itself (its close, else its start), not
 * by the request, so the same drill gives the same bytes: a report does not change by itself.
 */
export const renderDrillReportPdf = async (d: DrillView): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  const asOf = new Date(d.closed_at ?? d.started_at);
  doc.setTitle(`Recall drill report ${d.id}`);
  doc.setCreationDate(asOf);
  doc.setModificationDate(asOf);
  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  w.line(`Recall drill report #${d.id}`, 18, true);
  w.line(`Lot ${d.lot_code} of ${d.material_name}. Started ${d.started_at} by ${d.started_by}.`);
  if (d.picked_from_group !== null) w.line(`Picked at random from the product group ${d.picked_from_group}.`);
  w.gap();
  w.line(`Result: ${d.passed === null ? 'Open' : d.passed ? 'Passed' : 'Failed'}`, 14, true);
  w.line(
    d.elapsed_minutes === null
      ? `Time taken: still open (target ${minutes(d.target_minutes)})`
      : `Time taken: ${minutes(d.elapsed_minutes)} against a target of ${minutes(d.target_minutes)}`,
  );
  const b = d.mass_balance;
  const u = b.unit_of_measure;
  const percent = d.status === 'closed' ? d.accounted_percent : b.accounted_percent;
  w.gap();
  w.line('Mass balance', 13, true);
  w.line(`Received: ${b.received} ${u}   Produced: ${b.produced} ${u}`);
  w.line(`Used in production: ${b.used_in_production} ${u}   Shipped: ${b.shipped} ${u}`);
  w.line(`Adjusted: ${b.adjusted} ${u}   On hand: ${b.on_hand} ${u}   Unaccounted: ${b.unaccounted} ${u}`);
  w.line(
    `Accounted for: ${percent === null ? '-' : `${percent}%`} (tolerance ${d.tolerance_percent}%: ` +
      `${d.within_tolerance ? 'within' : 'outside'})`,
  );
  w.line(drillFiguresText(d), 9);
  w.gap();
  w.line('Customers to call', 13, true);
  const customers = d.trace.trace_type === 'ambiguous_material' ? [] : d.trace.graph.summary.customers;
  if (customers.length === 0) w.line('None: no customer received this lot or anything made from it.');
  for (const c of customers) {
    const contact = [c.contact_name, c.phone_number, c.email].filter(Boolean).join(', ');
    w.line(`${c.customer_name}${contact ? ` (${contact})` : ''}`, 11, true);
    for (const s of c.shipments)
      w.line(
        `  ${s.material_name}, lot ${s.lot_code}: ${s.quantity_shipped} ${s.unit_of_measure} on ${s.date}`,
      );
  }
  if (d.trace.trace_type !== 'ambiguous_material') {
    const { summary } = d.trace.graph;
    w.gap();
    w.line('Stock to hold', 13, true);
    if (summary.stock_to_hold.length === 0) w.line('None: no lot of the trace has stock on hand.');
    for (const s of summary.stock_to_hold)
      w.line(
        `${s.material_name}, lot ${s.lot_code}: ${s.quantity_on_hand} ${s.unit_of_measure} on hand, ` +
          (s.hold ? `HELD (${s.hold.category.replaceAll('_', ' ')}: ${s.hold.reason})` : 'not held') +
          (s.unverified_origin ? ', unverified origin' : ''),
      );
    w.gap();
    w.line('Suppliers', 13, true);
    if (summary.suppliers.length === 0) w.line('None: no input of this lot was received from a supplier.');
    for (const s of summary.suppliers) {
      const contact = [s.contact_name, s.phone_number, s.email].filter(Boolean).join(', ');
      w.line(`${s.supplier}${contact ? ` (${contact})` : ''}`, 11, true);
      w.line(`  Lots: ${s.lots.map((l) => `${l.material_name} ${l.lot_code}`).join('; ')}`);
    }
    w.gap();
    w.line('Records behind every link', 13, true);
    const records = drillRecords(d.trace.graph);
    if (records.length === 0) w.line('None.');
    for (const r of records) w.line(recordLine(r));
  }
  w.gap();
  w.line('Notes', 13, true);
  w.line(d.notes || 'None recorded.');
  w.gap();
  w.line('Gaps found', 13, true);
  w.line(d.gaps || 'None recorded.');
  return doc.save();
};
