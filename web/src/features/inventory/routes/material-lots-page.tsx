import { INVENTORY_PAGE_SIZES } from '@bp/shared/contracts/inventory.ts';
import { LOT_ORIGIN_LABELS, lotMessages, type MaterialLot, notesPreview } from '@bp/shared/contracts/lots.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link, useParams } from 'react-router-dom';
import { LotMarks } from '../../../components/held-chip.tsx';
import { DataTable, type Column } from '../../../components/data-table/data-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { SearchInput } from '../../../components/search-input/search-input.tsx';
import { usePagedSearchParams } from '../../../lib/use-paged-search-params.ts';
import { useMaterial } from '../../../lib/reference-data/get-material.ts';
import { useMaterialLots } from '../api/lots.ts';
import { LedgerTable } from '../components/ledger-table.tsx';
import { dateTime, qty, recordedDate } from '../components/quantity-text.ts';

/** /inventory/{materialId}/lots: 'Unique lot codes' and the material's ledger (spec 001 section 2). */
export function MaterialLotsPage() {
  const materialId = Number(useParams().materialId);
  const material = useMaterial(materialId);
  const { page, search, setPage, setSearch } = usePagedSearchParams();
  const pageSize = INVENTORY_PAGE_SIZES.lots;
  const lots = useMaterialLots(materialId, { page, page_size: pageSize, search: search || undefined });

  if (material.isPending) return <PageLoading />;
  if (material.error) {
    return (
      <>
        <Button component={Link} to="/inventory">
          Back to Inventory
        </Button>
        <Typography role="alert" sx={{ mt: 2 }}>
          {lotMessages.materialNotFound}
        </Typography>
      </>
    );
  }
  const unit = material.data.unit_of_measure;
  const columns: Column<MaterialLot>[] = [
    {
      key: 'lot_code',
      header: 'Lot code',
      render: (l) => (
        <>
          {l.lot_code}
          <LotMarks hold={l.hold} unverifiedOrigin={l.unverified_origin} />
        </>
      ),
    },
    { key: 'quantity', header: 'Quantity', align: 'right', render: (l) => `${qty(l.quantity)} ${unit}` },
    { key: 'origin', header: 'Origin', render: (l) => LOT_ORIGIN_LABELS[l.origin] },
    {
      key: 'production_date',
      header: 'Production date',
      // A received lot's date is its receipt's, as the paperwork says, not when it was typed (issue 21).
      render: (l) =>
        l.received_date ? recordedDate(`${l.received_date}T00:00:00.000Z`) : dateTime(l.production_date),
    },
    { key: 'notes', header: 'Notes', render: (l) => notesPreview(l.notes) },
    {
      key: 'actions',
      header: 'Actions',
      render: (l) => (
        <Button size="small" component={Link} to={`/inventory/${materialId}/lots/${l.id}`}>
          View
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Material lots"
        subtitle={material.data.name}
        actions={
          <Button component={Link} to="/inventory">
            Back to Inventory
          </Button>
        }
      />
      <Typography variant="h2" sx={{ mb: 2 }}>
        Unique lot codes
      </Typography>
      <Box sx={{ mb: 2 }}>
        <SearchInput value={search} placeholder={lotMessages.searchPlaceholder} onSearch={setSearch} />
      </Box>
      <DataTable
        label="Unique lot codes"
        columns={columns}
        rows={lots.data?.items ?? []}
        rowKey={(l) => l.id}
        noun="lot codes"
        page={page}
        pageSize={pageSize}
        total={lots.data?.total ?? 0}
        onPageChange={setPage}
        loading={lots.isPending}
        error={lots.error ? lotMessages.loadFailed : null}
        empty={
          <Box sx={{ py: 3, textAlign: 'center' }}>
            <Typography>{search ? lotMessages.emptySearch(search) : lotMessages.empty}</Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              {search ? lotMessages.emptySearchHint : lotMessages.emptyHint}
            </Typography>
          </Box>
        }
      />
      <LedgerTable materialId={materialId} />
    </>
  );
}
