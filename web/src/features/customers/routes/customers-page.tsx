import { customerMessages, type Customer } from '@bp/shared/contracts/customers.ts';
import Box from '@mui/material/Box';
import type { Column } from '../../../components/data-table/data-table.tsx';
import { EditRowButton } from '../../../components/data-table/edit-row-button.tsx';
import { RecordListPage } from '../../../components/record-list/record-list-page.tsx';
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
    phone: 'title',
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
    phone: 'actions',
    render: (c) => <EditRowButton to={`/customers/edit/${c.id}`} name={c.name} />,
  },
];

/** /customers: searchable, 20 per page (spec 000 sections 2 and 9). */
export function CustomersPage() {
  return (
    <RecordListPage
      title="Customers"
      subtitle="The businesses you ship finished goods to."
      csvEntity="customers"
      addPath="/customers/new"
      addLabel="Add Customer"
      searchPlaceholder="Search customers by name..."
      noun="customers"
      pageSize={CUSTOMERS_PAGE_SIZE}
      columns={columns}
      useList={useCustomers}
      loadError={customerMessages.loadError}
      emptyHint="Add a customer or import a CSV file to get started"
    />
  );
}
