import { supplierMessages, type Supplier } from '@bp/shared/contracts/suppliers.ts';
import Box from '@mui/material/Box';
import type { Column } from '../../../components/data-table/data-table.tsx';
import { EditRowButton } from '../../../components/data-table/edit-row-button.tsx';
import { RecordListPage } from '../../../components/record-list/record-list-page.tsx';
import { SignedInOnly } from '../../../components/signed-in-only.tsx';
import { SUPPLIERS_PAGE_SIZE, useSuppliers } from '../api/list-suppliers.ts';

const columns: Column<Supplier>[] = [
  {
    key: 'name',
    header: 'Name',
    phone: 'title',
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
    phone: 'actions',
    render: (s) => <EditRowButton to={`/settings/suppliers/edit/${s.id}`} name={s.name} />,
  },
];

/** /settings/suppliers: Supplier Settings, searchable, 10 per page (spec 000 sections 2 and 9). */
export function SuppliersPage() {
  return (
    <SignedInOnly message={supplierMessages.signedOut}>
      <RecordListPage
        title="Supplier Settings"
        subtitle="The companies you buy ingredients and packaging from."
        csvEntity="suppliers"
        addPath="/settings/suppliers/new"
        addLabel="Add Supplier"
        searchPlaceholder="Search suppliers by name..."
        noun="suppliers"
        pageSize={SUPPLIERS_PAGE_SIZE}
        columns={columns}
        useList={useSuppliers}
        loadError={supplierMessages.loadError}
        emptyHint="Add a supplier or import a CSV file to get started"
      />
    </SignedInOnly>
  );
}
