import { UNIT_TYPE_LABELS, type CustomUnit } from '@bp/shared/contracts/units.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { DataTable, type Column } from '../../../components/data-table/data-table.tsx';
import { archiveTextSx } from '../../../components/archived-chip.tsx';
import { EditRowButton } from '../../../components/data-table/edit-row-button.tsx';
import { EmptyState } from '../../../components/data-table/empty-state.tsx';
import { useUpdateUnits } from '../api/update-units.ts';
import { type UnitsRead, withUnitArchived } from '../model/custom-unit-list.ts';
import { editUnitPath } from '../model/unit-lookup.ts';

/** The company's own units, with Edit and Archive/Unarchive; archived rows are tinted. */
export function CustomUnitsTable({ list }: { list: UnitsRead }) {
  const units = list.custom_units;
  const save = useUpdateUnits();
  const busyAbbr = save.isPending
    ? save.variables.custom_units.find((u, i) => u.archived !== units[i]?.archived)?.abbr
    : undefined;

  const columns: Column<CustomUnit>[] = [
    {
      key: 'name',
      header: 'Name',
      phone: 'title',
      render: (u) => (
        <Box component="span" sx={{ fontWeight: 500 }}>
          {u.name}
        </Box>
      ),
    },
    { key: 'abbr', header: 'Abbreviation' },
    { key: 'type', header: 'Type', render: (u) => UNIT_TYPE_LABELS[u.type] },
    { key: 'description', header: 'Description' },
    {
      key: 'material_count',
      header: 'Used by',
      render: (u) => `${u.material_count} material${u.material_count === 1 ? '' : 's'}`,
    },
    {
      key: 'archived',
      header: 'Status',
      render: (u) =>
        u.archived ? (
          <Chip size="small" label="Archived" />
        ) : (
          <Chip size="small" color="success" variant="outlined" label="Active" />
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      phone: 'actions',
      render: (u) => (
        <Box sx={{ display: 'inline-flex', gap: 0.5 }}>
          <EditRowButton to={editUnitPath(u.abbr)} name={u.abbr} />
          <Button
            size="small"
            color={u.archived ? 'primary' : 'warning'}
            sx={u.archived ? undefined : archiveTextSx}
            aria-label={`${u.archived ? 'Unarchive' : 'Archive'} ${u.abbr}`}
            disabled={save.isPending}
            onClick={() => save.mutate(withUnitArchived(list, u.abbr, !u.archived))}
          >
            {busyAbbr === u.abbr ? 'Saving...' : u.archived ? 'Unarchive' : 'Archive'}
          </Button>
        </Box>
      ),
    },
  ];

  return (
    <DataTable
      label="Custom units"
      columns={columns}
      rows={units}
      rowKey={(u) => u.abbr}
      noun="custom units"
      page={1}
      pageSize={Math.max(units.length, 1)}
      total={units.length}
      onPageChange={() => undefined}
      rowSx={(u) => (u.archived ? { bgcolor: 'rgba(199, 124, 20, 0.08)' } : undefined)}
      empty={
        <EmptyState
          message="No custom units yet"
          hint="Add the units you count or buy in that are not standard: cases, pallets, totes."
        />
      }
    />
  );
}
