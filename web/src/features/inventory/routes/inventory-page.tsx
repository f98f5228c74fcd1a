import {
  INVENTORY_PAGE_SIZES,
  type InventoryItem,
  inventoryMessages,
} from '@bp/shared/contracts/inventory.ts';
import { MATERIAL_TYPE_LABELS } from '@bp/shared/contracts/materials.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { DataTable, type Column } from '../../../components/data-table/data-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ScanToLotButton } from '../../../components/scanning/scan-to-lot-button.tsx';
import { SearchInput } from '../../../components/search-input/search-input.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { usePagedSearchParams } from '../../../lib/use-paged-search-params.ts';
import { useInventoryList } from '../api/list-inventory.ts';
import { qty } from '../components/quantity-text.ts';

const columns: Column<InventoryItem>[] = [
  { key: 'material_name', header: 'Material' },
  { key: 'sku', header: 'SKU' },
  { key: 'material_type', header: 'Type', render: (i) => MATERIAL_TYPE_LABELS[i.material_type] },
  {
    key: 'quantity_on_hand',
    header: 'On Hand',
    align: 'right',
    render: (i) => (
      <Typography variant="body2" sx={{ color: i.quantity_on_hand < 0 ? 'error.main' : undefined }}>
        {qty(i.quantity_on_hand)}
      </Typography>
    ),
  },
  { key: 'unit_of_measure', header: 'Unit' },
  { key: 'default_supplier_name', header: 'Default Supplier' },
  {
    key: 'actions',
    header: 'Actions',
    render: (i) => (
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" component={Link} to={`/inventory/${i.material_id}/update`}>
          Adjust
        </Button>
        <Button size="small" component={Link} to={`/inventory/${i.material_id}/lots`}>
          Lots
        </Button>
      </Box>
    ),
  },
];

/** /inventory: stock of every active material, 25 per page, search on name and SKU. */
export function InventoryPage() {
  const { page, search, setPage, setSearch } = usePagedSearchParams();
  const pageSize = INVENTORY_PAGE_SIZES.inventory;
  const list = useInventoryList({ page, page_size: pageSize, search: search || undefined });
  return (
    <>
      <PageHeader
        title="Inventory"
        subtitle="Stock on hand per material."
        actions={
          <>
            <ScanToLotButton />
            <Button component={Link} to="/inventory/expiring">
              Expiring lots
            </Button>
          </>
        }
      />
      <Box sx={{ mb: 2 }}>
        <SearchInput value={search} placeholder={inventoryMessages.searchPlaceholder} onSearch={setSearch} />
      </Box>
      <DataTable
        label="Inventory"
        columns={columns}
        rows={list.data?.items ?? []}
        rowKey={(i) => i.material_id}
        noun="materials"
        page={page}
        pageSize={pageSize}
        total={list.data?.total ?? 0}
        onPageChange={setPage}
        loading={list.isPending}
        error={list.error ? inventoryMessages.loadError(errorText(list.error)) : null}
        empty={<Typography sx={{ py: 3, textAlign: 'center' }}>No materials found</Typography>}
      />
    </>
  );
}
