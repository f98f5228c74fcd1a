import { traceMessages, type FsmaExportQuery, type FsmaRow } from '@bp/shared/contracts/trace.ts';
import { invalid } from '../errors.ts';
import type { KindName } from '../submissions/records.ts';
import { loadTraceContext } from './context.ts';
import { type CteEvent, eventsOfSubmission, eventsOfTrace } from './fsma-events.ts';
import { fsmaRow, sortEvents } from './fsma-rows.ts';
import type { TraceRecordPorts } from './ports.ts';
import { resolveTracedLot } from './trace-lot.ts';

const KINDS: readonly KindName[] = ['goods_receipt', 'production', 'shipment'];

/** Every event of the verified submissions dated within the range (inclusive). */
const eventsInRange = async (
  ports: TraceRecordPorts,
  companyId: number,
  start: string,
  end: string,
): Promise<CteEvent[]> => {
  const perKind = await Promise.all(
    KINDS.map(async (kind) => {
      const verified = (await ports.submissions(companyId, kind)).filter((s) => s.status === 'verified');
      const rows = await ports.rows(
        companyId,
        kind,
        verified.map((s) => s.id),
      );
      return verified.flatMap((s) => eventsOfSubmission(kind, s, rows.get(s.id) ?? []));
    }),
  );
  return perKind.flat().filter((e) => e.date >= start && e.date <= end);
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
    const resolved = await resolveTracedLot(ports, companyId, {
      lot_code: query.lot_code,
      material_id: query.material_id,
    });
    if ('materialIds' in resolved) throw invalid(traceMessages.ambiguous(query.lot_code));
    const ctx = await loadTraceContext(ports, companyId, resolved.root);
    events = eventsOfTrace(ctx).filter(
      (e) =>
        (!query.start_date || e.date >= query.start_date) && (!query.end_date || e.date <= query.end_date),
    );
  } else {
    events = await eventsInRange(ports, companyId, query.start_date as string, query.end_date as string);
  }
  const ids = (pick: (e: CteEvent) => number[]) => [...new Set(events.flatMap(pick))];
  const [companyName, materials, suppliers, customers] = await Promise.all([
    ports.companyName(companyId),
    ports.materials(
      companyId,
      ids((e) => [e.materialId]),
    ),
    ports.suppliers(
      companyId,
      ids((e) => [
        ...(e.party?.kind === 'supplier' ? [e.party.id] : []),
        ...(e.tlcSource?.kind === 'supplier' ? e.tlcSource.ids : []),
      ]),
    ),
    ports.customers(
      companyId,
      ids((e) => (e.party?.kind === 'customer' ? [e.party.id] : [])),
    ),
  ]);
  const names = {
    companyName,
    materials: new Map(materials.map((m) => [m.id, m])),
    suppliers: new Map(suppliers.map((s) => [s.id, s])),
    customers: new Map(customers.map((c) => [c.id, c])),
  };
  return sortEvents(events).map((e) => fsmaRow(names, e));
};
