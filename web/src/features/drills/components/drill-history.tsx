import type { DrillSummary } from '@bp/shared/contracts/drills.ts';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, type Column } from '../../../components/data-table/data-table.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { usePagedSearchParams } from '../../../lib/use-paged-search-params.ts';
import { DRILLS_PAGE_SIZE as PAGE_SIZE, useDrills } from '../api/drills.ts';
import { minutesText, percentText, verdictText } from '../model/format.ts';

const columns: Column<DrillSummary>[] = [
  {
    key: 'lot_code',
    header: 'Lot',
    phone: 'title',
    render: (d) => (
      <Link component={RouterLink} to={`/drills/${d.id}`}>
        {`${d.lot_code} (${d.material_name})`}
      </Link>
    ),
  },
  { key: 'started_at', header: 'Started', render: (d) => new Date(d.started_at).toLocaleString() },
  {
    key: 'elapsed',
    header: 'Elapsed',
    render: (d) => (d.elapsed_minutes === null ? 'Running' : minutesText(d.elapsed_minutes)),
  },
  { key: 'accounted', header: 'Accounted', align: 'right', render: (d) => percentText(d.accounted_percent) },
  { key: 'passed', header: 'Result', render: (d) => verdictText(d.passed) },
  { key: 'status', header: 'Status', render: (d) => (d.status === 'open' ? 'Open' : 'Closed') },
];

/** The drill history, newest first. */
export function DrillHistory() {
  const { page, setPage } = usePagedSearchParams();
  const drills = useDrills(page);
  return (
    <DataTable
      label="Recall drills"
      noun="drills"
      columns={columns}
      rows={drills.data?.items ?? []}
      rowKey={(d) => d.id}
      page={page}
      pageSize={PAGE_SIZE}
      total={drills.data?.total ?? 0}
      onPageChange={setPage}
      loading={drills.isPending}
      error={drills.isError ? errorText(drills.error) : null}
      empty="No drills yet: start one from a lot above."
    />
  );
}
