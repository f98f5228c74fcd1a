import type { TraceResult } from '@bp/shared/contracts/trace.ts';
import Box from '@mui/material/Box';
import type { TraceRequest } from '../model/trace-request.ts';
import { FinishedGoodResult } from './finished-good-result.tsx';
import { IngredientResult } from './ingredient-result.tsx';
import { MassBalanceCard } from './mass-balance-card.tsx';
import { RecallActions } from './recall-actions.tsx';
import { ReportActions } from './report-actions.tsx';
import { ReportHeading } from './report-heading.tsx';
import { TraceSection } from './trace-section.tsx';
import { TraceTree } from './trace-tree.tsx';

type Traced = Exclude<TraceResult, { trace_type: 'ambiguous_material' }>;

/**
 * A traced lot, laid out for the day of a recall: the recall actions first (who to call, what
 * to hold, whom the inputs came from), then the spec's result for the lot's type, its mass
 * balance, and the whole graph as two trees. Everything but the trees prints as the report.
 */
export function TraceResultView({
  result,
  request,
  tracedAt,
}: {
  result: Traced;
  request: TraceRequest;
  tracedAt: Date;
}) {
  const materialId = result.queried_material_details.id;
  // The export of the lot actually traced: the chosen material, even when the address had none.
  const exportRequest = { lot_code: request.lot_code, material_id: materialId };
  return (
    <Box data-testid="trace-result">
      <ReportHeading result={result} tracedAt={tracedAt} />
      <ReportActions request={exportRequest} />
      <RecallActions summary={result.graph.summary} />
      {result.trace_type === 'finished_good_recall' ? (
        <FinishedGoodResult result={result} />
      ) : (
        <IngredientResult result={result} />
      )}
      <TraceSection
        title="Mass balance"
        hint="What came into this lot against what went out and what is left."
      >
        <MassBalanceCard materialId={materialId} lotId={result.lot.id} />
      </TraceSection>
      <TraceSection
        title="Where it came from"
        hint="Every lot that went into this one, to the start."
        print={false}
      >
        <TraceTree root={result.graph.backward} direction="backward" label="Backward trace" />
      </TraceSection>
      <TraceSection title="Where it went" hint="Every lot this one went into, to the end." print={false}>
        <TraceTree root={result.graph.forward} direction="forward" label="Forward trace" />
      </TraceSection>
    </Box>
  );
}
