import { submissionKindSpecs } from '@bp/shared/contracts/submissions/kinds.ts';
import { traceMessages, type FsmaExportQuery, type FsmaRow } from '@bp/shared/contracts/trace.ts';
import { invalid } from '../errors.ts';
import type { KindName, RowRecord } from '../submissions/records.ts';
import { loadTraceContext } from './context.ts';
import { type CteEvent, eventsOfSubmission, eventsOfTrace } from './fsma-events.ts';
import { fsmaRow, sortEvents } from './fsma-rows.ts';
import type { LotRecord } from '../inventory/lot.ts';
import type { LotRef, TraceRecordPorts } from './ports.ts';
import { lotsNamedBy } from './lots-named-by.ts';
import { resolveTracedLot } from './trace-lot.ts';

const KIND_OF_DOC = new Map<string, KindName>(submissionKindSpecs.map((s) => [s.refDocType, s.kind]));

/**
 * Every event of the verified submissions dated within the range (inclusive): the rows whose
 * ledger entries are recorded in the range (their document's date), with the fields the entries
 * carry, and their submissions' headers, read by key. Rows are read only for entries written
 * before entries carried their fields. A production run's output entry names no row; its inputs'
 * entries name them all.
 */
const eventsInRange = async (
  ports: TraceRecordPorts,
  companyId: number,
  start: string,
  end: string,
): Promise<CteEvent[]> => {
  type Wanted = {
    ids: Set<number>;
    rows: Map<string, RowRecord>;
    missing: Map<string, { submissionId: number; rowId: number }>;
  };
  const wanted = new Map<KindName, Wanted>();
  const entryLots: LotRef[] = [];
  for (const { source, rowFields, lot } of await ports.datedEntries(companyId, start, end)) {
    if (lot) entryLots.push(lot);
    const kind = KIND_OF_DOC.get(source.docType);
    if (!kind) continue;
    const of = wanted.get(kind) ?? { ids: new Set(), rows: new Map(), missing: new Map() };
    wanted.set(kind, of);
    of.ids.add(source.submissionId);
    if (source.rowId === null) continue;
    const key = `${source.submissionId}#${source.rowId}`;
    if (rowFields === null) of.missing.set(key, { submissionId: source.submissionId, rowId: source.rowId });
    else
      of.rows.set(key, {
        id: source.rowId,
        submissionId: source.submissionId,
        rowIndex: 0,
        fields: rowFields,
      });
  }
  // One kind, then its submissions (and any rows), at a time: the batched reads are parallel
  // already, and more at once only queue behind each other on a busy table.
  const perKind: CteEvent[][] = [];
  for (const [kind, of] of wanted) {
    const submissions = await ports.submissionsByIds(companyId, kind, [...of.ids]);
    for (const key of of.rows.keys()) of.missing.delete(key);
    const read = of.missing.size ? await ports.rowsByIds(companyId, kind, [...of.missing.values()]) : [];
    const rowsOf = new Map<number, RowRecord[]>();
    for (const r of [...of.rows.values(), ...read]) {
      const list = rowsOf.get(r.submissionId) ?? [];
      list.push(r);
      rowsOf.set(r.submissionId, list);
    }
    // Events sort by row id in the end (sortEvents), so the rows' order here does not matter.
    perKind.push(
      submissions
        .filter((s) => s.status === 'verified')
        .flatMap((s) => eventsOfSubmission(kind, s, rowsOf.get(s.id) ?? [])),
    );
  }
  return withHolds(
    ports,
    companyId,
    perKind.flat().filter((e) => e.date >= start && e.date <= end),
    entryLots,
  );
};

/** Lot lookups at once: the codes of a range export, a few index queries in flight. */
const LOOKUPS_IN_FLIGHT = 8;

const refKey = (materialId: number, lotId: number) => `${materialId}#${lotId}`;
const codeKey = (materialId: number, code: string) => `${materialId}#${code.trim().toLowerCase()}`;

/**
 * The range's lots with their holds, by key: the lots its entries name, read in batched gets
 * (100 a request), then the lots those were merged into (a merged lot's code leads to its
 * survivor, whose hold it shows). Keyed by material and the lot's own code, as events name them.
 */
const holdsOfEntryLots = async (
  ports: TraceRecordPorts,
  companyId: number,
  refs: readonly LotRef[],
): Promise<Map<string, CteEvent['hold']>> => {
  const distinct = new Map(refs.map((r) => [refKey(r.materialId, r.lotId), r]));
  const read = new Map<string, LotRecord>();
  let wanted = [...distinct.values()];
  // Merges chain rarely; a few rounds follow any chain a plant makes.
  for (let round = 0; round < 4 && wanted.length; round++) {
    for (const lot of await ports.lots(companyId, wanted)) read.set(refKey(lot.materialId, lot.id), lot);
    wanted = [...read.values()]
      .filter((l) => l.mergedInto !== null && !read.has(refKey(l.materialId, l.mergedInto)))
      .map((l) => ({ materialId: l.materialId, lotId: l.mergedInto as number }));
  }
  const survivorOf = (lot: LotRecord): LotRecord | undefined => {
    let at: LotRecord | undefined = lot;
    for (let hops = 0; at && at.mergedInto !== null && hops < 4; hops++)
      at = read.get(refKey(at.materialId, at.mergedInto));
    return at && at.mergedInto === null ? at : undefined;
  };
  const holds = new Map<string, CteEvent['hold']>();
  for (const ref of distinct.values()) {
    const lot = read.get(refKey(ref.materialId, ref.lotId));
    const survivor = lot && survivorOf(lot);
    if (lot && survivor) holds.set(codeKey(lot.materialId, lot.lotCode), survivor.hold ?? null);
  }
  return holds;
};

/**
 * Marks the held lots of a range export's events, which name lots by the codes written on the
 * documents: the lots the range's entries name are read by key (holdsOfEntryLots); a code none
 * of them has (entries indexed before the index carried their lot) is looked up as before, one
 * index query per code, 8 in flight, then one batched read of the lots found. A code now
 * leading to a survivor shows the survivor's hold.
 */
const withHolds = async (
  ports: TraceRecordPorts,
  companyId: number,
  events: CteEvent[],
  entryLots: readonly LotRef[],
): Promise<CteEvent[]> => {
  const holds = await holdsOfEntryLots(ports, companyId, entryLots);
  const codes = [
    ...new Set(
      events
        .filter((e) => !holds.has(codeKey(e.materialId, e.lotCode)))
        .map((e) => e.lotCode.trim().toLowerCase()),
    ),
  ];
  const refsOf = new Map<string, LotRef[]>();
  for (let i = 0; i < codes.length; i += LOOKUPS_IN_FLIGHT) {
    await Promise.all(
      codes.slice(i, i + LOOKUPS_IN_FLIGHT).map(async (code) => {
        refsOf.set(code, lotsNamedBy(await ports.lotsByCode(companyId, code)));
      }),
    );
  }
  const distinct = new Map<string, LotRef>();
  for (const ref of [...refsOf.values()].flat()) distinct.set(refKey(ref.materialId, ref.lotId), ref);
  const lots = new Map(
    (distinct.size ? await ports.lots(companyId, [...distinct.values()]) : []).map((lot) => [
      refKey(lot.materialId, lot.id),
      lot,
    ]),
  );
  for (const [code, refs] of refsOf)
    for (const ref of refs) {
      const lot = lots.get(refKey(ref.materialId, ref.lotId));
      if (lot) holds.set(codeKey(lot.materialId, code), lot.hold ?? null);
    }
  return events.map((e) => ({ ...e, hold: holds.get(codeKey(e.materialId, e.lotCode)) ?? null }));
};

/**
 * Refuses, before any work, an export whose lot cannot be traced (unknown code 404, ambiguous
 * code 400): what the asynchronous export checks while the caller waits.
 */
export const checkExportScope = async (
  ports: TraceRecordPorts,
  companyId: number,
  query: FsmaExportQuery,
): Promise<void> => {
  if (query.lot_code === undefined) return;
  const resolved = await resolveTracedLot(ports, companyId, {
    lot_code: query.lot_code,
    material_id: query.material_id,
  });
  if ('materialIds' in resolved) throw invalid(traceMessages.ambiguous(query.lot_code));
};

/**
 * The FSMA 204 rows: the critical tracking events of a traced lot's whole graph, or of a date
 * range, or of the lot within the range. An ambiguous code needs material_id (400).
 */
export const fsmaRows = async (
  ports: TraceRecordPorts,
  companyId: number,
  query: FsmaExportQuery,
): Promise<FsmaRow[]> => {
  let events: CteEvent[];
  if (query.lot_code !== undefined) {
    const resolved = await resolveTracedLot(
      ports,
      companyId,
      { lot_code: query.lot_code, material_id: query.material_id },
      true,
    );
    if ('materialIds' in resolved) throw invalid(traceMessages.ambiguous(query.lot_code));
    const ctx = await loadTraceContext(ports, companyId, resolved.root, resolved.links);
    events = eventsOfTrace(ctx).filter(
      (e) =>
        (!query.start_date || e.date >= query.start_date) && (!query.end_date || e.date <= query.end_date),
    );
  } else {
    events = await eventsInRange(ports, companyId, query.start_date as string, query.end_date as string);
  }
  const ids = (pick: (e: CteEvent) => number[]) => [...new Set(events.flatMap(pick))];
  const [companyName, { materials, suppliers, customers }] = await Promise.all([
    ports.companyName(companyId),
    ports.masters(companyId, {
      materials: ids((e) => [e.materialId]),
      suppliers: ids((e) => [
        ...(e.party?.kind === 'supplier' ? [e.party.id] : []),
        ...(e.tlcSource?.kind === 'supplier' ? e.tlcSource.ids : []),
      ]),
      customers: ids((e) => (e.party?.kind === 'customer' ? [e.party.id] : [])),
    }),
  ]);
  const names = {
    companyName,
    materials: new Map(materials.map((m) => [m.id, m])),
    suppliers: new Map(suppliers.map((s) => [s.id, s])),
    customers: new Map(customers.map((c) => [c.id, c])),
  };
  return sortEvents(events).map((e) => fsmaRow(names, e));
};
