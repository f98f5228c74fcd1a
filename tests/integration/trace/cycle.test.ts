import { useLocalTable } from '@bp/infra/local/local-aws.ts';
import type { IngredientPackagingRecall, TraceNode } from '@bp/shared/contracts/trace.ts';
import { fromThousandths } from '@bp/shared/quantity/quantity.ts';
import { beforeAll, expect, it } from 'vitest';
import { cloud } from '../support/cloud.ts';
import { type Bakery, buildBakery, expectTrace, traceCall } from './scenario.ts';

/**
 * Bad data: a link that makes flour out of the dough that was made of it (written straight
 * through the trace-link record module, as no submit would). The trace must end, and say so.
 */
let b: Bakery;
beforeAll(async () => {
  useLocalTable(cloud().dynamoEndpoint);
  b = await buildBakery();
  // The kit reads its table and endpoint when loaded: imported once they are set.
  const kit = await import('@bp/functions/adapters/dynamodb/kit/index.ts');
  const { traceLinkItems } = await import('@bp/functions/adapters/dynamodb/inventory/records/trace-link.ts');
  const items = traceLinkItems(b.companyId, {
    type: 'production',
    submissionKind: 'production',
    input: { materialId: b.materials.dough.id, lotId: await b.lotId(b.materials.dough, 'DO-1') },
    output: { materialId: b.materials.flour.id, lotId: await b.lotId(b.materials.flour, 'FL-1') },
    quantityUsed: fromThousandths(1000),
    quantityProduced: fromThousandths(1000),
    date: '2026-03-20',
    submissionId: 999_999,
    rowId: 999_999,
  });
  await kit.transact(items.map((item) => kit.put(item)));
}, 120_000);

const codes = (n: TraceNode): string[] => [n.lot_code, ...n.children.flatMap(codes)];

it('ends a trace through a cycle and marks where it closes', async () => {
  const r = expectTrace<IngredientPackagingRecall>(
    'traceLot',
    await traceCall(b.token, { lot_code: 'FL-1' }),
  );
  // Forward: FL-1 -> DO-1 -> BR-1, CK-1 and back to FL-1 (marked, not expanded again).
  const dough = r.graph.forward.children.find((c) => c.lot_code === 'DO-1');
  expect(dough?.children.map((c) => `${c.lot_code}:${c.repeated ?? ''}`).sort()).toEqual([
    'BR-1:',
    'CK-1:',
    'FL-1:cycle',
  ]);
  // Backward: FL-1 now also "comes from" DO-1, which comes from FL-1 (the cycle) and SU-1.
  expect(codes(r.graph.backward).sort()).toEqual(['DO-1', 'FL-1', 'FL-1', 'SU-1']);
  expect(r.graph.summary.cycles_found).toBe(2);
  expect(r.graph.summary.lot_count).toBe(5);
});
