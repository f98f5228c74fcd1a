import type { Material } from '@bp/shared/contracts/materials.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { ScanLotButton } from '../../../components/scanning/scan-lot-button.tsx';
import { useState, type FormEvent } from 'react';
import { MaterialPicker } from '../../../components/pickers/material-picker.tsx';
import { checkLotCode, type TraceRequest } from '../model/trace-request.ts';

interface TraceFormProps {
  /** The trace on screen, so the form shows what was traced. */
  current: TraceRequest | null;
  onTrace: (request: TraceRequest) => void;
}

/**
 * Lot code and an optional material (to pick one of several materials sharing the code up
 * front). An empty code is refused here and no call is made (spec 001 section 5).
 */
export function TraceForm({ current, onTrace }: TraceFormProps) {
  const [lotCode, setLotCode] = useState(current?.lot_code ?? '');
  const [material, setMaterial] = useState<Pick<Material, 'id' | 'name'> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [scanNote, setScanNote] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkLotCode(lotCode);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError(null);
    onTrace(material ? { lot_code: checked.lot_code, material_id: material.id } : checked);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Trace a lot"
      data-print="hide"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 3 }}
    >
      <TextField
        label="Lot code"
        value={lotCode}
        onChange={(e) => {
          setScanNote(null);
          setLotCode(e.target.value);
        }}
        error={error !== null}
        helperText={error ?? scanNote ?? 'The lot code on the label or paperwork'}
        autoComplete="off"
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <ScanLotButton
                  material={material}
                  onScanned={(fill) => {
                    setLotCode(fill.lotCode);
                    setScanNote(fill.warning);
                    setError(null);
                    // A label names its material: the trace then needs no choice between materials.
                    if (fill.material && !material) setMaterial(fill.material);
                  }}
                  onProblem={setScanNote}
                />
              </InputAdornment>
            ),
          },
        }}
        sx={{ flex: '1 1 220px' }}
      />
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <MaterialPicker
          variant="field"
          label="Material (optional)"
          value={material}
          allowNone
          allowCreate={false}
          onChange={(m) => setMaterial(m)}
        />
      </Box>
      <Button type="submit" variant="contained" size="large" sx={{ mt: 0.5 }}>
        Trace
      </Button>
    </Box>
  );
}
