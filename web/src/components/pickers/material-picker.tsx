import { MATERIAL_TYPE_LABELS, type Material, type MaterialType } from '@bp/shared/contracts/materials.ts';
import { useState } from 'react';
import { errorText } from '../../lib/api-error.ts';
import { useMaterialSearch } from '../../lib/reference-data/search-materials.ts';
import { offlineHint } from './offline-hint.ts';
import { EntityPicker, type PickerCommonProps } from './entity-picker.tsx';
import { MaterialQuickCreate } from './material-quick-create.tsx';

export interface MaterialPickerProps extends PickerCommonProps {
  /** The whole material, so a row can take its unit_of_measure and traceable flag. */
  onChange: (material: Material | null) => void;
  /** Only these types are offered (default: every type). */
  materialTypes?: readonly MaterialType[];
  /** The type a quick-created material gets (default: the first of materialTypes, else ingredient). */
  createType?: MaterialType;
  /** Offer the '+ New material' popover (default true). */
  allowCreate?: boolean;
}

const NO_TYPES: readonly MaterialType[] = [];

/**
 * Chooses a non-archived material: searches after a 400 ms pause and offers the first 25
 * matches only (spec 000 section 9), with a quick-create popover (name and unit).
 *
 *   <MaterialPicker value={row.material} rawText={row.material_raw} materialTypes={['ingredient', 'packaging']}
 *     onChange={(m) => m && setRow({ ...row, material: m, unit: m.unit_of_measure })} />
 */
export function MaterialPicker({
  materialTypes = NO_TYPES,
  createType,
  allowCreate = true,
  label = 'Material',
  ...props
}: MaterialPickerProps) {
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(false);
  const query = useMaterialSearch({ search, types: materialTypes }, active);
  const typeForCreate = createType ?? materialTypes[0] ?? 'ingredient';

  return (
    <EntityPicker<Material>
      {...props}
      noun="material"
      plural="materials"
      label={label}
      records={query.data?.items ?? []}
      total={query.data?.total ?? 0}
      loading={query.isFetching}
      // Without a network the options are the copy kept on the device: say how old it is.
      helperText={offlineHint(props.helperText, query.data?.asOf)}
      loadError={query.error ? errorText(query.error) : null}
      onSearch={setSearch}
      onActiveChange={setActive}
      createLabel={allowCreate ? '+ New material' : undefined}
      renderCreateForm={
        allowCreate
          ? (formProps) => <MaterialQuickCreate {...formProps} materialType={typeForCreate} />
          : undefined
      }
      describe={(m) =>
        [MATERIAL_TYPE_LABELS[m.material_type], m.unit_of_measure, m.sku].filter(Boolean).join(' · ')
      }
    />
  );
}
