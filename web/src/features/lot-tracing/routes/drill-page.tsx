import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { drillFiguresText } from '@bp/shared/contracts/drills.ts';
import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useDownloadDrillPdf, useDrill } from '../api/drills.ts';
import { FinishedGoodResult } from '../components/finished-good-result.tsx';
import { IngredientResult } from '../components/ingredient-result.tsx';
import { massBalanceFigures } from '../components/mass-balance-card.tsx';
import { PrintStyles } from '../components/print-styles.tsx';
import { RecallActions } from '../components/recall-actions.tsx';
import { StatusFigures } from '../components/status-figures.tsx';
import { TraceSection } from '../components/trace-section.tsx';
import { DrillClock } from '../drills/drill-clock.tsx';
import { verdictText } from '../drills/drill-format.ts';
import { DrillNotes } from '../drills/drill-notes.tsx';

/**
 * /drills/{drillId}: one recall drill, and its report when printed: the time against the
 * target, the mass balance against the tolerance, the customers to call, the documents behind
 * every link, the notes and gaps, and once closed whether it passed.
 */
export function DrillPage() {
  const drillId = Number(useParams().drillId);
  const drill = useDrill(drillId);
  const pdf = useDownloadDrillPdf(drillId);
  const back = (
    <Button component={Link} to="/drills" data-print="hide">
      Back to drills
    </Button>
  );
  if (drill.isPending) return <PageLoading />;
  if (drill.error) {
    return (
      <>
        {back}
        <Typography role="alert" sx={{ mt: 2 }}>
          {errorText(drill.error)}
        </Typography>
      </>
    );
  }
  const d = drill.data;
  const trace = d.trace;
  return (
    <>
      <PrintStyles />
      <PageHeader
        title={`Recall drill - ${d.material_name} lot ${d.lot_code}`}
        subtitle={
          `Started ${new Date(d.started_at).toLocaleString()} by ${d.started_by}` +
          (d.picked_from_group === null ? '' : `. Picked at random from ${d.picked_from_group}`)
        }
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} data-print="hide">
            <Button variant="outlined" onClick={() => window.print()}>
              Print report
            </Button>
            <Button variant="outlined" onClick={() => pdf.mutate()} disabled={pdf.isPending}>
              {pdf.isPending ? 'Preparing PDF...' : 'Download PDF'}
            </Button>
            {back}
          </Box>
        }
      />
      {pdf.error ? (
        <Alert severity="error" sx={{ mb: 2 }} data-print="hide">
          {errorText(pdf.error)}
        </Alert>
      ) : null}
      <Paper sx={{ p: 2, mb: 3 }} component="section" aria-label="Drill result">
        <DrillClock drill={d} />
        {d.status === 'closed' ? (
          <Alert severity={d.passed ? 'success' : 'error'} sx={{ mt: 1 }}>
            {verdictText(d)}: {d.within_time ? 'within' : 'over'} the target time, mass balance{' '}
            {d.within_tolerance ? 'within' : 'outside'} the {d.tolerance_percent}% tolerance (
            {d.accounted_percent === null ? 'nothing came in' : `${d.accounted_percent}% accounted for`}).
          </Alert>
        ) : (
          <Typography sx={{ color: 'text.secondary', mt: 1 }}>
            Running. Trace the lot both ways below, call the customers, then close the drill.
          </Typography>
        )}
      </Paper>
      <TraceSection
        title="Mass balance"
        hint={`Accounted for within ${d.tolerance_percent}% of what came in: ${d.within_tolerance ? 'yes' : 'no'}.`}
      >
        <StatusFigures figures={massBalanceFigures(d.mass_balance)} />
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {drillFiguresText(d)}
        </Typography>
      </TraceSection>
      {trace.trace_type === 'ambiguous_material' ? null : (
        <>
          <RecallActions summary={trace.graph.summary} />
          {trace.trace_type === 'finished_good_recall' ? (
            <FinishedGoodResult result={trace} />
          ) : (
            <IngredientResult result={trace} />
          )}
        </>
      )}
      <TraceSection title="Notes and gaps">
        <DrillNotes key={`${d.id}-${d.status}`} drill={d} />
      </TraceSection>
    </>
  );
}
