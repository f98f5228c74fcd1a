import { UNIT_TYPE_LABELS, type UnitsResponse } from '@bp/shared/contracts/units.ts';
import { LockOutlined } from '../../../components/icons.tsx';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { DataTable, type Column } from '../../../components/data-table/data-table.tsx';

type StandardUnitRow = UnitsResponse['global_units']['weight'][number];

const columns: Column<StandardUnitRow>[] = [
  { key: 'name', header: 'Name', phone: 'title' },
  { key: 'abbr', header: 'Abbreviation' },
  { key: 'type', header: 'Type', render: (u) => UNIT_TYPE_LABELS[u.type] },
  { key: 'description', header: 'Description' },
];

/** The standard units: read-only, no actions (spec 000 section 6). */
export function StandardUnitsTable({ globalUnits }: { globalUnits: UnitsResponse['global_units'] }) {
  const rows = [...globalUnits.weight, ...globalUnits.volume, ...globalUnits.count];
  return (
    <Stack spacing={2}>
      <Alert severity="info" icon={<LockOutlined fontSize="inherit" />}>
        Standard units are available to every company and cannot be modified or archived.
      </Alert>
      <DataTable
        label="Standard units"
        columns={columns}
        rows={rows}
        rowKey={(u) => u.abbr}
        noun="standard units"
        page={1}
        pageSize={Math.max(rows.length, 1)}
        total={rows.length}
        onPageChange={() => undefined}
      />
    </Stack>
  );
}
