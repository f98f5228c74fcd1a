import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { BackLink } from '../../../components/back-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { SignedInOnly } from '../../../components/signed-in-only.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useDrill } from '../api/drills.ts';
import { DrillBalance } from '../components/drill-balance.tsx';
import { DrillRecall } from '../components/drill-recall.tsx';
import { minutesText, verdictText } from '../model/format.ts';

/** /drills/:drillId/report: the drill report, laid out to print (the sidebar and buttons are not printed). */
export function DrillReportPage() {
  const id = Number(useParams().drillId);
  return (
    <SignedInOnly message="Please log in to view recall drills.">
      <Report id={id} />
    </SignedInOnly>
  );
}

const text = (label: string, value: string) => (
  <Box component="section" sx={{ mb: 2 }}>
    <Typography variant="h2" sx={{ fontSize: 20, mb: 0.5 }}>
      {label}
    </Typography>
    <Typography sx={{ whiteSpace: 'pre-wrap' }}>{value || 'None recorded.'}</Typography>
  </Box>
);

function Report({ id }: { id: number }) {
  const drill = useDrill(id);
  if (drill.isPending) return <PageLoading />;
  if (drill.isError) return <Alert severity="error">{errorText(drill.error)}</Alert>;
  const d = drill.data;
  const time =
    d.elapsed_minutes === null
      ? `Still open (target ${minutesText(d.target_minutes)})`
      : `${minutesText(d.elapsed_minutes)} against a target of ${minutesText(d.target_minutes)}`;
  return (
    <Box data-testid="drill-report">
      <style>
        {'@media print { nav, header button, [data-print="hide"] { display: none !important; } }'}
      </style>
      <Box data-print="hide">
        <BackLink to={`/drills/${d.id}`} label="Back to the drill" />
      </Box>
      <PageHeader
        title={`Recall drill report #${d.id}`}
        subtitle={`Lot ${d.lot_code} of ${d.material_name}. Started ${new Date(d.started_at).toLocaleString()} by ${d.started_by}.`}
      />
      <Box data-print="hide" sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => window.print()}>
          Print
        </Button>
      </Box>
      <Typography
        sx={{ fontSize: 22, fontWeight: 700, mb: 1 }}
      >{`Result: ${verdictText(d.passed)}`}</Typography>
      <Typography sx={{ mb: 3 }}>{`Time taken: ${time}`}</Typography>
      <DrillBalance drill={d} />
      {d.trace.trace_type === 'ambiguous_material' ? null : <DrillRecall summary={d.trace.graph.summary} />}
      {text('Notes', d.notes)}
      {text('Gaps found', d.gaps)}
    </Box>
  );
}
