import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { BackLink } from '../../../components/back-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { SignedInOnly } from '../../../components/signed-in-only.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useDrill } from '../api/drills.ts';
import { DrillBalance } from '../components/drill-balance.tsx';
import { DrillNotes } from '../components/drill-notes.tsx';
import { DrillRecall } from '../components/drill-recall.tsx';
import { DrillTimer } from '../components/drill-timer.tsx';

/** /drills/:drillId: the running drill (or the closed one, read-only). */
export function DrillPage() {
  const id = Number(useParams().drillId);
  return (
    <SignedInOnly message="Please log in to view recall drills.">
      <Drill id={id} />
    </SignedInOnly>
  );
}

function Drill({ id }: { id: number }) {
  const drill = useDrill(id);
  if (drill.isPending) return <PageLoading />;
  if (drill.isError) return <Alert severity="error">{errorText(drill.error)}</Alert>;
  const d = drill.data;
  return (
    <>
      <BackLink to="/drills" label="Back to Recall Drills" />
      <PageHeader
        title={`Drill #${d.id}: lot ${d.lot_code}`}
        subtitle={`${d.material_name}. Started ${new Date(d.started_at).toLocaleString()} by ${d.started_by}.`}
        actions={
          <Button component={RouterLink} to={`/drills/${d.id}/report`} variant="outlined">
            Report
          </Button>
        }
      />
      <DrillTimer drill={d} />
      <DrillBalance drill={d} />
      {d.trace.trace_type === 'ambiguous_material' ? null : <DrillRecall summary={d.trace.graph.summary} />}
      <DrillNotes key={d.status} drill={d} />
    </>
  );
}
