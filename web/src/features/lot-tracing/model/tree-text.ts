import { holdSummary } from '@bp/shared/contracts/holds.ts';
import { unverifiedOriginMessages } from '@bp/shared/contracts/unknown-lots.ts';
import type { TraceNode } from '@bp/shared/contracts/trace.ts';
import { formatQuantityNumber } from '@bp/shared/quantity/quantity.ts';

const q = (value: number, unit: string) => `${formatQuantityNumber(value)} ${unit}`;

/**
 * The one-line facts of a tree node beside its name: how it joins its parent (forward: this
 * lot was made from the parent; backward: this lot went into the parent), its stock, and who
 * it came from or went to.
 */
export const nodeFacts = (node: TraceNode, direction: 'forward' | 'backward'): string[] => {
  const facts: string[] = [];
  if (node.via) {
    facts.push(
      direction === 'forward'
        ? `made ${node.via.date}: ${q(node.via.quantity_produced, node.unit_of_measure)}`
        : `${q(node.via.quantity_used, node.unit_of_measure)} used ${node.via.date}`,
    );
  }
  facts.push(`on hand ${q(node.quantity_on_hand, node.unit_of_measure)}${node.hold ? ', held' : ''}`);
  if (node.hold) facts.push(`ON HOLD: ${holdSummary(node.hold)}`);
  if (node.origin === 'inconsistent') facts.push(unverifiedOriginMessages.traceMark);
  const suppliers = [...new Set(node.receipts.map((r) => r.supplier))];
  if (suppliers.length > 0) facts.push(`from ${suppliers.join(', ')}`);
  const customers = [...new Set(node.shipments.map((s) => s.customer_name))];
  if (customers.length > 0) facts.push(`shipped to ${customers.join(', ')}`);
  if (node.repeated === 'cycle') facts.push('cycle in the records: not followed again');
  if (node.repeated === 'shown_elsewhere') facts.push('shown elsewhere in the tree');
  return facts;
};

/** How many lots a subtree holds below its root (for the collapsed toggle's label). */
export const descendantCount = (node: TraceNode): number =>
  node.children.reduce((sum, child) => sum + 1 + descendantCount(child), 0);
