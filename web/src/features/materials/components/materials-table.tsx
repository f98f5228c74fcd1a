import { PAGE_SIZES } from '@bp/shared/contracts/master-data-lists.ts';
import { MATERIAL_TYPE_LABELS, type Material } from '@bp/shared/contracts/materials.ts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ArchivedChip } from '../../../components/archived-chip.tsx';
import { DataTable, type Column } from '../../../components/data-table/data-table.tsx';
import { EditRowButton } from '../../../components/data-table/edit-row-button.tsx';
import type { MaterialsTab } from '../model/list-state.ts';

/** Archived rows are tinted (spec 000 section 2); a chip says so in words too. */
export const ARCHIVED_ROW_TINT = '#fbf1e0';

export const NOT_AVAILABLE = 'N/A';

interface MaterialsTableProps {
  tab: MaterialsTab;
  rows: readonly Material[];
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  loading: boolean;
  error: string | null;
  empty: ReactNode;
  /** Where the edit screen's Back and Save return to (this list, as filtered now). */
  listSearch: string;
}

/** Name, Type (All tab only), SKU, UoM, Additional Info ('N/A' when empty), Actions. */
export function MaterialsTable({
  tab,
  rows,
  total,
  page,
  onPageChange,
  loading,
  error,
  empty,
  listSearch,
}: MaterialsTableProps) {
  const columns: Column<Material>[] = [
    {
      key: 'name',
      header: 'Name',
      phone: 'title',
      render: (m) => (
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {m.name}
          </Typography>
          {m.is_archived ? <ArchivedChip /> : null}
        </Box>
      ),
    },
    ...(tab === 'all'
      ? [
          {
            key: 'material_type',
            header: 'Type',
            render: (m: Material) => MATERIAL_TYPE_LABELS[m.material_type],
          },
        ]
      : []),
    { key: 'sku', header: 'SKU' },
    { key: 'unit_of_measure', header: 'UoM' },
    {
      key: 'additional_info',
      header: 'Additional Info',
      renderPhone: (m) => m.additional_info,
      render: (m) =>
        m.additional_info ? (
          <Typography
            variant="body2"
            title={m.additional_info}
            sx={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {m.additional_info}
          </Typography>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {NOT_AVAILABLE}
          </Typography>
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      width: 110,
      phone: 'actions',
      render: (m) => <EditRowButton to={`/materials/edit/${m.id}`} state={{ listSearch }} name={m.name} />,
    },
  ];

  return (
    <DataTable
      label="Materials"
      columns={columns}
      rows={rows}
      rowKey={(m) => m.id}
      noun="materials"
      page={page}
      pageSize={PAGE_SIZES.materials}
      total={total}
      onPageChange={onPageChange}
      loading={loading}
      error={error}
      empty={empty}
      rowSx={(m) => (m.is_archived ? { bgcolor: ARCHIVED_ROW_TINT } : undefined)}
      // Spec 000 section 2: the paging line, 'Showing ...' too, only past one page.
      summaryOnOnePage={false}
    />
  );
}
