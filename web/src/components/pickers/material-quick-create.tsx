import { materialQuickCreateForm, type Material, type MaterialType } from '@bp/shared/contracts/materials.ts';
import MenuItem from '@mui/material/MenuItem';
import { FormTextField } from '../form-fields/form-text-field.tsx';
import { errorText } from '../../lib/api-error.ts';
import { useUnits } from '../../lib/reference-data/get-units.ts';
import {
  MATERIAL_CREATE_FAILED,
  useQuickCreateMaterial,
} from '../../lib/reference-data/quick-create-material.ts';
import { QuickCreateShell, type QuickCreateFormProps } from './quick-create-shell.tsx';
import { useQuickCreateForm } from './use-quick-create-form.ts';

/** The material picker's quick-create popover: a name and a unit (spec 000 section 5). */
export function MaterialQuickCreate({
  materialType,
  initialName,
  onCancel,
  ...callbacks
}: QuickCreateFormProps<Material> & { materialType: MaterialType }) {
  const create = useQuickCreateMaterial();
  const units = useUnits();
  const form = useQuickCreateForm({
    ...callbacks,
    schema: materialQuickCreateForm,
    defaultValues: { name: initialName, unit_of_measure: '' },
    create: (values) => create.mutateAsync({ ...values, material_type: materialType }),
    failedMessage: MATERIAL_CREATE_FAILED,
  });

  const unitChoices = units.data?.global_units.all_units ?? [];

  return (
    <QuickCreateShell
      title="New material"
      onSubmit={form.onSubmit}
      onCancel={onCancel}
      saving={create.isPending}
      canSave={form.isValid && units.isSuccess}
      failure={form.failure ?? (units.error ? `Error loading units: ${errorText(units.error)}` : null)}
    >
      <FormTextField control={form.control} name="name" label="Name" required autoFocus size="small" />
      <FormTextField
        control={form.control}
        name="unit_of_measure"
        select
        label="Unit of Measure"
        required
        size="small"
        disabled={!units.isSuccess}
      >
        {unitChoices.map((abbr) => (
          <MenuItem key={abbr} value={abbr}>
            {abbr}
          </MenuItem>
        ))}
      </FormTextField>
    </QuickCreateShell>
  );
}
