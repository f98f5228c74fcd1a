import { zodResolver } from '@hookform/resolvers/zod';
import {
  ABBR_MAX,
  UNIT_TYPE_LABELS,
  UNIT_TYPES,
  customUnitInput,
  type CustomUnitValues,
} from '@bp/shared/contracts/units.ts';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { useForm, type Resolver } from 'react-hook-form';
import { FormButtons } from '../../../components/form-fields/form-buttons.tsx';
import { FormFrame } from '../../../components/form-fields/form-frame.tsx';
import { FormTextField } from '../../../components/form-fields/form-text-field.tsx';
import type { CustomUnitFormValues } from '../model/custom-unit-form-values.ts';

interface CustomUnitFormProps {
  initialValues: CustomUnitFormValues;
  onSubmit: (values: CustomUnitValues) => Promise<unknown>;
  onCancel: () => void;
  /** 'Save' on Add Custom Unit, 'Update' on Edit Custom Unit. */
  submitLabel: string;
  busyLabel: string;
  /** The API's refusal (a taken abbreviation, a unit in use), shown above the fields. */
  error?: string | null;
}

// The form holds '' for "no type chosen yet", which the schema refuses; its output is the API's unit.
const resolver = zodResolver(customUnitInput) as unknown as Resolver<
  CustomUnitFormValues,
  unknown,
  CustomUnitValues
>;

/**
 * Name, abbreviation, type and description (spec 000 sections 2 and 5), checked with the API's
 * schema: name and abbreviation required, a standard abbreviation refused.
 */
export function CustomUnitForm({
  initialValues,
  onSubmit,
  onCancel,
  submitLabel,
  busyLabel,
  error,
}: CustomUnitFormProps) {
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<CustomUnitFormValues, unknown, CustomUnitValues>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: initialValues,
  });

  return (
    <FormFrame
      label="Custom unit"
      onSubmit={handleSubmit(onSubmit)}
      error={error}
      maxWidth={720}
      spacing={2.5}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <FormTextField
          control={control}
          name="name"
          label="Name"
          required
          autoFocus
          placeholder="e.g. Case"
        />
        <FormTextField
          control={control}
          name="abbr"
          label="Abbreviation"
          required
          placeholder="e.g. cs"
          slotProps={{ htmlInput: { maxLength: ABBR_MAX } }}
        />
      </Box>
      <FormTextField control={control} name="type" label="Type" required select>
        {UNIT_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {UNIT_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
      <FormButtons onCancel={onCancel} busy={isSubmitting} submitLabel={submitLabel} busyLabel={busyLabel} />
    </FormFrame>
  );
}
