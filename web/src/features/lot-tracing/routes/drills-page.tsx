import type { DrillSummary } from '@bp/shared/contracts/drills.ts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Column } from '../../../components/data-table/column.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useDrills } from '../api/drills.ts';
import { DrillCoverage } from '../drills/drill-coverage.tsx';
import { elapsedMinutes, minutesText, verdictText } from '../drills/drill-format.ts';
import { StartDrillForm } from '../drills/start-drill-form.tsx';

const PAGE = 20;

const columns: Column<DrillSummary>[] = [
  {
    key: 'lot_code',
    header: 'Lot',
    phone: 'title',
    render: (d) => (
      <>
        <Link to={`/drills/${d.id}`}>{`${d.material_name} lot ${d.lot_code}`}</Link>
        {d.picked_from_group === null ? null : (
          <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.875em' }}>
            {`at random from ${d.picked_from_group}`}
          </Box>
        )}
      </>
    ),
  },
  { key: 'started_at', header: 'Started', render: (d) => new Date(d.started_at).toLocaleString() },
  { key: 'started_by', header: 'By' },
  {
    key: 'elapsed',
    header: 'Time',
    render: (d) =>
      d.status === 'open'
        ? 'running'
        : `${minutesText(elapsedMinutes(d, Date.now()))} of ${minutesText(d.target_minutes)}`,
  },
  {
    key: 'accounted_percent',
    header: 'Accounted for',
    align: 'right',
    render: (d) => (d.accounted_percent === null ? '-' : `${d.accounted_percent}%`),
  },
  {
    key: 'passed',
    header: 'Result',
    render: (d) => (
      <Box
        component="span"
        sx={{
          fontWeight: 600,
          color: d.passed === false ? 'error.main' : d.passed ? 'success.main' : undefined,
        }}
      >
        {verdictText(d)}
      </Box>
    ),
  },
];

/**
 * /drills: recall drills (issue 21 item 5). Start one from a lot or at random from a product
 * group (the timer starts at once), the groups not drilled in the last 12 months, and the history an auditor asks for: each drill's time against the target and whether it passed.
 */
export function DrillsPage() {
  const [page, setPage] = useState(1);
  const drills = useDrills(page, PAGE);
  return (
    <>
      <PageHeader
        title="Recall drills"
        subtitle="Prove a recall works: trace a lot both ways against the clock, account for it, and keep the report."
      />
      <Paper sx={{ p: 2, mb: 2 }} component="section" aria-labelledby="start-drill-heading">
        <Typography variant="h2" id="start-drill-heading" sx={{ mb: 1 }}>
          Start a drill
        </Typography>
        <StartDrillForm />
      </Paper>
      <DrillCoverage />
      <DataTable
        label="Recall drill history"
        columns={columns}
        rows={drills.data?.items ?? []}
        rowKey={(d) => d.id}
        noun="drills"
        page={page}
        pageSize={PAGE}
        total={drills.data?.total ?? 0}
        onPageChange={setPage}
        loading={drills.isPending}
        error={drills.error ? "Couldn't load the recall drills" : null}
        empty="No drill yet: start one from a lot above."
      />
    </>
  );
}
