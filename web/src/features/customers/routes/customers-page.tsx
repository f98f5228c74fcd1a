import { customerMessages, type Customer } from '@bp/shared/contracts/customers.ts';
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
import { errorText } from '../../../lib/api-error.ts';
import { usePagedSearchParams } from '../../../lib/use-paged-search-params.ts';
import { CUSTOMERS_PAGE_SIZE, useCustomers } from '../api/list-customers.ts';
import { countryLabel } from '../model/countries.ts';

/**
 * The spec leaves the customer columns open: the name, who to talk to and how, and where they
 * are (city and country) are what a shipping clerk looks a customer up by.
 */
const columns: Column<Customer>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (c) => (
      <Box component="span" sx={{ fontWeight: 500 }}>
        {c.name}
      </Box>
    ),
  },
  { key: 'contact_name', header: 'Contact' },
  { key: 'email', header: 'Email' },
  { key: 'phone_number', header: 'Phone' },
  { key: 'city', header: 'City' },
  { key: 'country', header: 'Country', render: (c) => countryLabel(c.country) },
  {
    key: 'actions',
    header: 'Actions',
    align: 'right',
    render: (c) => (
      <Button
        component={RouterLink}
        to={`/customers/edit/${c.id}`}
        size="small"
        aria-label={`Edit ${c.name}`}
      >
        Edit
      </Button>
    ),
  },
];

/** /customers: searchable, 20 per page (spec 000 sections 2 and 9). */
export function CustomersPage() {
  const { page, search, setPage, setSearch } = usePagedSearchParams();
  const customers = useCustomers({ page, search });

  return (
    <>
      <PageHeader
        title="Customers"
        subtitle="The businesses you ship finished goods to."
        actions={
          <>
            <ImportCsvButton entity="customers" />
            <ExportCsvButton entity="customers" query={{ search: search || undefined }} />
            <Button component={RouterLink} to="/customers/new" variant="contained" startIcon={<Add />}>
              Add Customer
            </Button>
          </>
        }
      />
      <Box sx={{ mb: 2 }}>
        <SearchInput value={search} onSearch={setSearch} placeholder="Search customers by name..." />
      </Box>
      <DataTable
        label="Customers"
        columns={columns}
        rows={customers.data?.items ?? []}
        rowKey={(c) => c.id}
        noun="customers"
        page={page}
        pageSize={CUSTOMERS_PAGE_SIZE}
        total={customers.data?.total ?? 0}
        onPageChange={setPage}
        loading={customers.isPending}
        error={customers.isError ? customerMessages.loadError(errorText(customers.error)) : null}
        empty={<EmptyCustomers search={search} />}
      />
    </>
  );
}

function EmptyCustomers({ search }: { search: string }) {
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>
        {search ? `No customers found matching "${search}"` : 'No customers yet'}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {search ? 'Try a different search term' : 'Add a customer or import a CSV file to get started'}
      </Typography>
    </>
  );
}
