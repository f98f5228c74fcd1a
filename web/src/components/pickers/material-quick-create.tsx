import { zodResolver } from '@hookform/resolvers/zod';
import { materialQuickCreateForm, type Material, type MaterialType } from '@bp/shared/contracts/materials.ts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorText } from '../../lib/api-error.ts';
import { failureText } from '../../lib/failure-text.ts';
import { useUnits } from '../../lib/reference-data/get-units.ts';
import { MATERIAL_CREATE_FAILED, useQuickCreateMaterial } from '../../lib/reference-data/quick-create-material.ts';
import { QuickCreateShell, type QuickCreateFormProps } from './quick-create-shell.tsx';

/** The material picker's quick-create popover: a name and a unit (spec 000 section 5). */
export function MaterialQuickCreate({
  materialType,
  initialName,
  onSaveStarted,
  onSaveFailed,
  onSaved,
  onCancel,
}: QuickCreateFormProps<Material> & { materialType: MaterialType }) {
  const create = useQuickCreateMaterial();
  const units = useUnits();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { isValid },
  } = useForm({
    resolver: zodResolver(materialQuickCreateForm),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { name: initialName, unit_of_measure: '' },
  });

  const save = handleSubmit(async (values) => {
    setFailure(null);
    onSaveStarted();
    try {
      onSaved(await create.mutateAsync({ ...values, material_type: materialType }));
    } catch (error) {
      setFailure(failureText(error, MATERIAL_CREATE_FAILED));
      onSaveFailed();
    }
  });

  const unitChoices = units.data?.global_units.all_units ?? [];

  return (
    <QuickCreateShell
      title="New material"
      onSubmit={(event) => void save(event)}
      onCancel={onCancel}
      saving={create.isPending}
      canSave={isValid && units.isSuccess}
      failure={failure ?? (units.error ? `Error loading units: ${errorText(units.error)}` : null)}
    >
      <Controller
        name="name"
        control={control}
        render={({ field, fieldState }) => (
          <TextField {...field} label="Name" required autoFocus size="small" error={fieldState.invalid} helperText={fieldState.error?.message} />
        )}
      />
      <Controller
        name="unit_of_measure"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            select
            label="Unit of Measure"
            required
            size="small"
            error={fieldState.invalid}
            helperText={fieldState.error?.message}
            disabled={!units.isSuccess}
          >
            {unitChoices.map((abbr) => (
              <MenuItem key={abbr} value={abbr}>
                {abbr}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </QuickCreateShell>
  );
}
