import { holdSummary } from '@bp/shared/contracts/holds.ts';
import { unverifiedOriginMessages } from '@bp/shared/contracts/unknown-lots.ts';
import type { TraceResult } from '@bp/shared/contracts/trace.ts';
import { MATERIAL_TYPE_LABELS } from '@bp/shared/contracts/materials.ts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRunBy } from '../api/signed-in-user.ts';

type Traced = Exclude<TraceResult, { trace_type: 'ambiguous_material' }>;

/**
 * What was traced, when and by whom. On screen a line under the title; on paper the recall
 * report's heading (the report must show the date and who ran it).
 */
export function ReportHeading({ result, tracedAt }: { result: Traced; tracedAt: Date }) {
  const runBy = useRunBy();
  const material = result.queried_material_details;
  const merged = result.lot.merged_from_code
    ? ` (code ${result.lot.merged_from_code} was merged into lot ${result.lot.lot_code})`
    : '';
  return (
    <Box sx={{ mb: 3 }}>
      <Typography data-print="only" variant="h1" component="p" sx={{ mb: 1 }}>
        Recall report: lot {result.lot.lot_code}
      </Typography>
      <Typography variant="h2" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {material.name} · lot {result.lot.lot_code}
        {result.lot.hold ? ` · ON HOLD (${holdSummary(result.lot.hold)})` : ''}
        {result.lot.origin === 'inconsistent' ? ` · ${unverifiedOriginMessages.traceMark}` : ''}
      </Typography>
      <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {MATERIAL_TYPE_LABELS[material.material_type]}
        {material.sku ? ` · SKU ${material.sku}` : ''} · {result.graph.summary.lot_count} lots in the trace
        {result.graph.summary.cycles_found > 0
          ? ` · ${result.graph.summary.cycles_found} cycles in the records`
          : ''}
        {merged}
      </Typography>
      <Typography data-testid="report-stamp" sx={{ color: 'text.secondary' }}>
        Traced {tracedAt.toLocaleString()} by {runBy}
      </Typography>
    </Box>
  );
}
