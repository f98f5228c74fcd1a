import type { CompanySettingsBody } from '@bp/shared/contracts/settings.ts';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, type Control } from 'react-hook-form';

type NumberField = 'drill_target_minutes' | 'drill_tolerance_percent';

/** An empty box is left out (the saved value stays); anything else goes as typed, so the API's message explains it. */
const asNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** The recall drill's target time and mass balance tolerance (issue 21): copied onto each drill when it starts. */
export function DrillSettingsFields({ control }: { control: Control<CompanySettingsBody> }) {
  const field = (name: NumberField, label: string, unit: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field: f, fieldState }) => (
        <TextField
          size="small"
          type="number"
          label={label}
          value={f.value ?? ''}
          onChange={(event) => f.onChange(asNumber(event.target.value))}
          onBlur={f.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? unit}
          slotProps={{ htmlInput: { step: 'any', min: 0 } }}
          sx={{ flex: '1 1 180px', maxWidth: 260 }}
        />
      )}
    />
  );
  return (
    <>
      <Box>
        <Typography variant="h6">Recall drills</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          A drill passes when it is closed within the target time and its mass balance is accounted for within
          the tolerance. BRCGS asks for 4 hours (240 minutes). A change applies to drills started after it.
        </Typography>
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        {field('drill_target_minutes', 'Drill target (minutes)', 'Minutes, e.g. 240 for 4 hours')}
        {field('drill_tolerance_percent', 'Mass balance tolerance (%)', 'Percent, e.g. 2')}
      </Stack>
    </>
  );
}
