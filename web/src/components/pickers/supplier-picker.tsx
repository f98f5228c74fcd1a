import type { Supplier } from '@bp/shared/contracts/suppliers.ts';
import { useState } from 'react';
import { errorText } from '../../lib/api-error.ts';
import { useSupplierSearch } from '../../lib/reference-data/search-suppliers.ts';
import { offlineHint } from './offline-hint.ts';
import { EntityPicker, type PickerCommonProps } from './entity-picker.tsx';
import { SupplierQuickCreate } from './supplier-quick-create.tsx';

export interface SupplierPickerProps extends PickerCommonProps {
  onChange: (supplier: Supplier | null) => void;
  /** Offer the '+ New supplier' popover (default true). */
  allowCreate?: boolean;
}

/**
 * Chooses one of the company's suppliers, with a '+ New supplier' popover (spec 000 section 2,
 * spec 001 section 4). Used by the material form's Default Supplier and the receipt rows.
 *
 *   <SupplierPicker value={row.supplier} rawText={row.supplier_raw} onChange={(s) => ...} />
 */
export function SupplierPicker({ allowCreate = true, label = 'Supplier', ...props }: SupplierPickerProps) {
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(false);
  const query = useSupplierSearch(search, active);

  return (
    <EntityPicker<Supplier>
      {...props}
      noun="supplier"
      plural="suppliers"
      label={label}
      records={query.data?.items ?? []}
      total={query.data?.total ?? 0}
      loading={query.isFetching}
      // Without a network the options are the copy kept on the device: say how old it is.
      helperText={offlineHint(props.helperText, query.data?.asOf)}
      loadError={query.error ? errorText(query.error) : null}
      onSearch={setSearch}
      onActiveChange={setActive}
      createLabel={allowCreate ? '+ New supplier' : undefined}
      renderCreateForm={allowCreate ? (formProps) => <SupplierQuickCreate {...formProps} /> : undefined}
      describe={(s) => [s.contact_name, s.city].filter(Boolean).join(' · ') || undefined}
    />
  );
}
