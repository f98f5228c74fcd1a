import type { Customer } from '@bp/shared/contracts/customers.ts';
import { useState } from 'react';
import { errorText } from '../../lib/api-error.ts';
import { useRecentCustomers } from '../../lib/reference-data/recent-customers.ts';
import { useCustomerSearch } from '../../lib/reference-data/search-customers.ts';
import { CustomerQuickCreate } from './customer-quick-create.tsx';
import { offlineHint } from './offline-hint.ts';
import { EntityPicker, type PickerCommonProps } from './entity-picker.tsx';

export interface CustomerPickerProps extends PickerCommonProps {
  onChange: (customer: Customer | null) => void;
  /** Offer the '+ New customer' popover (default true). */
  allowCreate?: boolean;
}

/**
 * Chooses a customer (shipment headers). Before anything is typed it lists the 10 most recent
 * customers; typing searches after a 400 ms pause and shows the first 25 matches.
 *
 *   <CustomerPicker value={header.customer} rawText={header.customer_raw} onChange={(c) => ...} />
 */
export function CustomerPicker({ allowCreate = true, label = 'Customer', ...props }: CustomerPickerProps) {
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(false);
  // Offline there is no recent list: the kept copy is searched, for an empty term too.
  const listRecent = search === '' && navigator.onLine;
  const recent = useRecentCustomers(active && listRecent);
  const matches = useCustomerSearch(search, active && !listRecent);
  const query = listRecent ? recent : matches;

  return (
    <EntityPicker<Customer>
      {...props}
      noun="customer"
      plural="customers"
      label={label}
      records={query.data?.items ?? []}
      // Recent customers are a short default list, not the first page of a longer one.
      total={listRecent ? (query.data?.items.length ?? 0) : (query.data?.total ?? 0)}
      loading={query.isFetching}
      // Without a network the options are the copy kept on the device: say how old it is.
      helperText={offlineHint(props.helperText, listRecent ? undefined : matches.data?.asOf)}
      loadError={query.error ? errorText(query.error) : null}
      onSearch={setSearch}
      onActiveChange={setActive}
      createLabel={allowCreate ? '+ New customer' : undefined}
      renderCreateForm={allowCreate ? (formProps) => <CustomerQuickCreate {...formProps} /> : undefined}
      describe={(c) => [c.contact_name, c.city].filter(Boolean).join(' · ') || undefined}
    />
  );
}
