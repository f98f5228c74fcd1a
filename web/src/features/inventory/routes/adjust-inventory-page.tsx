import { inventoryMessages } from '@bp/shared/contracts/inventory.ts';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.tsx';
import { ScanLotButton } from '../../../components/scanning/scan-lot-button.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { ApiError, errorText } from '../../../lib/api-error.ts';
import { useMaterial } from '../../../lib/reference-data/get-material.ts';
import { useAdjustInventory } from '../api/adjust-inventory.ts';
import { HeldChip } from '../../../components/held-chip.tsx';
import { useLotCodes } from '../api/lots.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { type AdjustFormErrors, validateAdjustForm } from '../model/adjust-form.ts';

/** /inventory/{materialId}/update: the Adjust Inventory form (spec 001 sections 2 and 5). */
export function AdjustInventoryPage() {
  const materialId = Number(useParams().materialId);
  const material = useMaterial(materialId);
  const lotCodes = useLotCodes(materialId);
  const adjust = useAdjustInventory(materialId);
  const navigate = useNavigate();
  const [values, setValues] = useState({ qty: '', lotCode: '', note: '' });
  const [errors, setErrors] = useState<AdjustFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [scanNote, setScanNote] = useState<string | null>(null);

  if (material.isPending) return <PageLoading />;
  if (material.error) {
    return material.error instanceof ApiError && material.error.status === 404 ? (
      <LoadError
        title={inventoryMessages.materialMissingTitle}
        text={inventoryMessages.materialMissingText}
        back="/inventory"
      />
    ) : (
      <LoadError
        title={inventoryMessages.materialLoadErrorTitle}
        text={inventoryMessages.materialLoadErrorText}
        back="/inventory"
      />
    );
  }
  const m = material.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateAdjustForm(values, m.traceable);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    setFailure(null);
    adjust.mutate(
      { ...checked.payload, txn_reason: 'adjustment' },
      {
        onSuccess: () => void navigate('/inventory'),
        onError: (error) =>
          setFailure(
            error instanceof ApiError && error.serverMessage
              ? error.serverMessage
              : inventoryMessages.adjustFailed,
          ),
      },
    );
  };

  return (
    <>
      <PageHeader
        title="Adjust Inventory"
        subtitle={`${m.name} (${m.unit_of_measure})`}
        actions={
          <Button component={Link} to="/inventory">
            Back to Inventory
          </Button>
        }
      />
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 520 }}>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <TextField
          label="Quantity change"
          type="number"
          required
          value={values.qty}
          onChange={(e) => setValues({ ...values, qty: e.target.value })}
          error={Boolean(errors.qty)}
          helperText={errors.qty ?? 'Positive adds stock, negative removes it'}
          slotProps={{ htmlInput: { step: 0.001 } }}
        />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <Autocomplete
            sx={{ flex: 1, minWidth: 0 }}
            freeSolo
            options={(lotCodes.data?.items ?? []).map((l) => l.lot_code)}
            inputValue={values.lotCode}
            onInputChange={(_e, lotCode) => {
              setScanNote(null);
              setValues((v) => ({ ...v, lotCode }));
            }}
            renderOption={(props, code) => {
              const { key, ...rest } = props;
              const lot = lotCodes.data?.items.find((l) => l.lot_code === code);
              return (
                <li key={key} {...rest}>
                  {code}
                  <HeldChip hold={lot?.hold} />
                </li>
              );
            }}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Lot code"
                required={m.traceable}
                error={Boolean(errors.lotCode)}
                helperText={
                  errors.lotCode ?? scanNote ?? 'Pick one of the material\u2019s lots or type a code'
                }
              />
            )}
          />
          <Box sx={{ pt: 1.5 }}>
            <ScanLotButton
              material={{ id: m.id, name: m.name }}
              onScanned={(fill) => {
                setValues((v) => ({ ...v, lotCode: fill.lotCode }));
                setScanNote(fill.warning);
              }}
              onProblem={setScanNote}
            />
          </Box>
        </Box>
        <TextField
          label="Note"
          multiline
          minRows={2}
          value={values.note}
          onChange={(e) => setValues({ ...values, note: e.target.value })}
        />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained" disabled={adjust.isPending}>
            Save Adjustment
          </Button>
          <Button component={Link} to="/inventory">
            Cancel
          </Button>
        </Box>
        {adjust.isPending ? <Typography sx={{ color: 'text.secondary' }}>Saving...</Typography> : null}
        {adjust.error && !failure ? <Alert severity="error">{errorText(adjust.error)}</Alert> : null}
      </Box>
    </>
  );
}
