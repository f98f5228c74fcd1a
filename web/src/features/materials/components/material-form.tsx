import type { MaterialType } from '@bp/shared/contracts/materials.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useEffect, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { SupplierPicker } from '../../../components/pickers/supplier-picker.tsx';
import { materialPayload, type MaterialFormValues, type MaterialPayload } from '../model/material-payload.ts';
import { materialFormResolver } from '../model/material-resolver.ts';
import { ProductGroupField } from './product-group-field.tsx';

/** The radio's labels (spec 000 section 2): singular, unlike the list's type labels. */
export const MATERIAL_TYPE_CHOICES: readonly { value: MaterialType; label: string }[] = [
  { value: 'ingredient', label: 'Ingredient' },
  { value: 'packaging', label: 'Packaging' },
  { value: 'finished_goods', label: 'Finished Good' },
];

interface MaterialFormProps {
  /** Add Material shows the type radio; on edit the type is in the heading and fixed. */
  mode: 'create' | 'edit';
  defaultValues: MaterialFormValues;
  /** Unit of Measure choices (the company's all_units). */
  units: readonly string[];
  saving: boolean;
  /** Reference data still arriving: Save waits. */
  loading?: boolean;
  /**
   * The company's traceable_materials_default (Add Material): Traceable Item follows it, also
   * when a fresher value arrives after the form opened, until the user ticks or unticks the box.
   */
  traceableDefault?: boolean;
  /** The red banner's text. */
  failure: string | null;
  onSubmit: (payload: MaterialPayload) => void;
  onCancel: () => void;
}

/**
 * The Add/Edit Material form (spec 000 sections 2 and 5): checked with the API's schema, errors
 * shown once a field is left and cleared as soon as it is fixed, Save disabled while invalid or
 * saving. Default Supplier is a supplier picker with 'None' and '+ New supplier'.
 */
export function MaterialForm({
  mode,
  defaultValues,
  units,
  saving,
  loading = false,
  traceableDefault,
  failure,
  onSubmit,
  onCancel,
}: MaterialFormProps) {
  const {
    control,
    handleSubmit,
    setValue,
    formState: { isValid },
  } = useForm<MaterialFormValues, unknown, Parameters<typeof materialPayload>[0]>({
    resolver: materialFormResolver,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues,
  });
  const materialType = useWatch({ control, name: 'material_type' });

  const traceableChosen = useRef(false);
  useEffect(() => {
    if (traceableDefault !== undefined && !traceableChosen.current) setValue('traceable', traceableDefault);
  }, [traceableDefault, setValue]);

  const submit = handleSubmit((checked) => onSubmit(materialPayload(checked)));

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={mode === 'create' ? 'Add Material' : 'Edit Material'}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 860 }}
    >
      {failure ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {failure}
        </Alert>
      ) : null}

      {mode === 'create' ? (
        <Controller
          name="material_type"
          control={control}
          render={({ field }) => (
            <FormControl component="fieldset" sx={{ mb: 2.5 }}>
              <FormLabel component="legend" id="material-type-label" sx={{ mb: 0.5 }}>
                Material Type
              </FormLabel>
              <RadioGroup
                row
                aria-labelledby="material-type-label"
                name={field.name}
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
              >
                {MATERIAL_TYPE_CHOICES.map((choice) => (
                  <FormControlLabel
                    key={choice.value}
                    value={choice.value}
                    control={<Radio />}
                    label={choice.label}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        />
      ) : null}

      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Controller
          name="name"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label="Name"
              required
              autoFocus={mode === 'create'}
              error={fieldState.invalid}
              helperText={fieldState.error?.message}
            />
          )}
        />
        <Controller
          name="sku"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label="SKU"
              error={fieldState.invalid}
              helperText={fieldState.error?.message ?? 'Optional'}
            />
          )}
        />
        <Controller
          name="gtin"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label="GTIN"
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
              error={fieldState.invalid}
              helperText={
                fieldState.error?.message ??
                'Optional: the 8-14 digit barcode number; labels then carry a GS1 Digital Link'
              }
            />
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
              error={fieldState.invalid}
              helperText={fieldState.error?.message}
              slotProps={{ select: { onClose: () => field.onBlur() } }}
            >
              {units.map((abbr) => (
                <MenuItem key={abbr} value={abbr}>
                  {abbr}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {materialType !== 'finished_goods' ? (
          <Controller
            name="default_supplier"
            control={control}
            render={({ field }) => (
              <SupplierPicker
                variant="field"
                allowNone
                label="Default Supplier"
                helperText="Optional"
                value={field.value}
                onChange={(supplier) =>
                  field.onChange(supplier ? { id: supplier.id, name: supplier.name } : null)
                }
              />
            )}
          />
        ) : null}
        <Controller
          name="shelf_life_days"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label="Shelf Life (days)"
              error={fieldState.invalid}
              helperText={
                fieldState.error?.message ?? 'Optional: fills the use-by date of lots received from now on'
              }
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          )}
        />
        <Controller
          name="product_group"
          control={control}
          render={({ field, fieldState }) => (
            <ProductGroupField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Controller
            name="additional_info"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                label="Additional Information"
                multiline
                minRows={3}
                error={fieldState.invalid}
                helperText={fieldState.error?.message ?? 'Optional'}
              />
            )}
          />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Controller
            name="traceable"
            control={control}
            render={({ field }) => (
              <>
                <FormControlLabel
                  label="Traceable Item"
                  control={
                    <Checkbox
                      name={field.name}
                      checked={field.value}
                      onChange={(e) => {
                        traceableChosen.current = true;
                        field.onChange(e.target.checked);
                      }}
                      onBlur={field.onBlur}
                    />
                  }
                />
                <FormHelperText sx={{ mt: -0.5, ml: 4 }}>
                  Lots of a traceable item carry lot codes through receiving, production and shipping.
                </FormHelperText>
              </>
            )}
          />
        </Box>
      </Box>

      <Divider sx={{ my: 3 }} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5 }}>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!isValid || saving || loading}
          sx={{ minWidth: 110 }}
        >
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </Box>
    </Paper>
  );
}
