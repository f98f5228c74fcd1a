import type { Material } from '@bp/shared/contracts/materials.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { MaterialPicker } from '../../../components/pickers/material-picker.tsx';
import { ScanLotButton } from '../../../components/scanning/scan-lot-button.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useStartDrill } from '../api/drills.ts';

/** A drill starts from a lot code, typed or scanned; the material only when the code is not unique. */
export function StartDrillForm() {
  const start = useStartDrill();
  const navigate = useNavigate();
  const [lotCode, setLotCode] = useState('');
  const [material, setMaterial] = useState<Pick<Material, 'id' | 'name'> | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [empty, setEmpty] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = lotCode.trim();
    setEmpty(code === '');
    if (code === '') return;
    try {
      const drill = await start.mutateAsync(
        material ? { lot_code: code, material_id: material.id } : { lot_code: code },
      );
      await navigate(`/drills/${drill.id}`);
    } catch {
      // Shown below from start.error.
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label="Start a drill"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 3 }}
    >
      <TextField
        label="Lot code"
        value={lotCode}
        onChange={(e) => {
          setNote(null);
          setLotCode(e.target.value);
        }}
        error={empty}
        helperText={empty ? 'Enter the lot code to drill' : (note ?? 'The lot the drill recalls')}
        autoComplete="off"
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <ScanLotButton
                  material={material}
                  onScanned={(fill) => {
                    setLotCode(fill.lotCode);
                    setNote(fill.warning);
                    if (fill.material && !material) setMaterial(fill.material);
                  }}
                  onProblem={setNote}
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
      <Button type="submit" variant="contained" size="large" sx={{ mt: 0.5 }} disabled={start.isPending}>
        {start.isPending ? 'Starting...' : 'Start drill'}
      </Button>
      {start.isError ? (
        <Alert severity="error" sx={{ flex: '1 1 100%' }}>
          {errorText(start.error)}
        </Alert>
      ) : null}
    </Box>
  );
}
