import { supplierMessages, type Supplier } from '@bp/shared/contracts/suppliers.ts';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ExportCsvButton } from '../../../components/csv-import/export-csv-button.tsx';
import { ImportCsvButton } from '../../../components/csv-import/import-csv-button.tsx';
import { DataTable, type Column } from '../../../components/data-table/data-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchInput } from '../../../components/search-input/search-input.tsx';
import { SignedInOnly } from '../../../components/signed-in-only.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { usePagedSearchParams } from '../../../lib/use-paged-search-params.ts';
import { SUPPLIERS_PAGE_SIZE, useSuppliers } from '../api/list-suppliers.ts';

const columns: Column<Supplier>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (s) => (
      <Box component="span" sx={{ fontWeight: 500 }}>
        {s.name}
      </Box>
    ),
  },
  { key: 'contact_name', header: 'Contact' },
  { key: 'phone_number', header: 'Phone' },
  { key: 'email_address_for_pos', header: 'Email for POs' },
  { key: 'city', header: 'City' },
  {
    key: 'actions',
    header: 'Actions',
    align: 'right',
    render: (s) => (
      <Button
        component={RouterLink}
        to={`/settings/suppliers/edit/${s.id}`}
        size="small"
        aria-label={`Edit ${s.name}`}
      >
        Edit
      </Button>
    ),
  },
];

/** /settings/suppliers: Supplier Settings, searchable, 10 per page (spec 000 sections 2 and 9). */
export function SuppliersPage() {
  return (
    <SignedInOnly message={supplierMessages.signedOut}>
      <SuppliersList />
    </SignedInOnly>
  );
}

function SuppliersList() {
  const { page, search, setPage, setSearch } = usePagedSearchParams();
  const suppliers = useSuppliers({ page, search });

  return (
    <>
      <PageHeader
        title="Supplier Settings"
        subtitle="The companies you buy ingredients and packaging from."
        actions={
          <>
            <ImportCsvButton entity="suppliers" />
            <ExportCsvButton entity="suppliers" query={{ search: search || undefined }} />
            <Button
              component={RouterLink}
              to="/settings/suppliers/new"
              variant="contained"
              startIcon={<Add />}
            >
              Add Supplier
            </Button>
          </>
        }
      />
      <Box sx={{ mb: 2 }}>
        <SearchInput value={search} onSearch={setSearch} placeholder="Search suppliers by name..." />
      </Box>
      <DataTable
        label="Suppliers"
        columns={columns}
        rows={suppliers.data?.items ?? []}
        rowKey={(s) => s.id}
        noun="suppliers"
        page={page}
        pageSize={SUPPLIERS_PAGE_SIZE}
        total={suppliers.data?.total ?? 0}
        onPageChange={setPage}
        loading={suppliers.isPending}
        error={suppliers.isError ? supplierMessages.loadError(errorText(suppliers.error)) : null}
        empty={<EmptySuppliers search={search} />}
      />
    </>
  );
}

function EmptySuppliers({ search }: { search: string }) {
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>
        {search ? `No suppliers found matching "${search}"` : 'No suppliers yet'}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {search ? 'Try a different search term' : 'Add a supplier or import a CSV file to get started'}
      </Typography>
    </>
  );
}
