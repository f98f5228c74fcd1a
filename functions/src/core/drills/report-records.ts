import type { TraceGraph, TraceNode } from '@bp/shared/contracts/trace-graph.ts';

/**
 * The records behind every link of a drill's trace, once each: the receipts that brought its
 * inputs in, the production runs that joined its lots, the shipments that took them out. An
 * auditor asks for these by number, so the report lists them beside the figures.
 */
export type DrillRecordKind = 'goods_receipt' | 'production' | 'shipment';

export interface DrillRecord {
  kind: DrillRecordKind;
  submission_id: number;
  date: string;
  /** Whom the record is with (a supplier or customer), or the lots a production run joined. */
  parties: string[];
  lots: string[];
}

const ORDER: Record<DrillRecordKind, number> = { goods_receipt: 0, production: 1, shipment: 2 };

const walk = (
  node: TraceNode,
  visit: (n: TraceNode, parent: TraceNode | null) => void,
  parent: TraceNode | null = null,
) => {
  visit(node, parent);
  for (const child of node.children) walk(child, visit, node);
};

export const drillRecords = (graph: TraceGraph): DrillRecord[] => {
  const byKey = new Map<string, DrillRecord>();
  const add = (kind: DrillRecordKind, id: number, date: string, party: string | null, lots: string[]) => {
    const key = `${kind}#${id}`;
    const record = byKey.get(key) ?? { kind, submission_id: id, date, parties: [], lots: [] };
    if (party !== null && !record.parties.includes(party)) record.parties.push(party);
    for (const lot of lots) if (!record.lots.includes(lot)) record.lots.push(lot);
    byKey.set(key, record);
  };
  const visit = (n: TraceNode, parent: TraceNode | null) => {
    for (const r of n.receipts) add('goods_receipt', r.submission_id, r.date, r.supplier, [n.lot_code]);
    for (const s of n.shipments) add('shipment', s.submission_id, s.date, s.customer_name, [n.lot_code]);
    if (n.via && parent)
      add('production', n.via.submission_id, n.via.date, null, [parent.lot_code, n.lot_code]);
  };
  walk(graph.forward, visit);
  walk(graph.backward, visit);
  return [...byKey.values()].sort(
    (a, b) =>
      ORDER[a.kind] - ORDER[b.kind] || a.date.localeCompare(b.date) || a.submission_id - b.submission_id,
  );
};
