import { zodResolver } from '@hookform/resolvers/zod';
import {
  companySettingsBody,
  DATE_ORDER_LABELS,
  DATE_ORDERS,
  settingsMessages,
  type CompanySettingsBody,
} from '@bp/shared/contracts/settings.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { failureText } from '../../../lib/failure-text.ts';
import { useUpdateCompanySettings } from '../api/update-company-settings.ts';
import { DrillSettingsFields } from './drill-settings-fields.tsx';
import { useTimedMessage } from '../model/use-timed-message.ts';

/** The traceable-by-default toggle, how paperwork writes dates, the recall drill target, and Save (spec 000 section 2, General settings). */
export function GeneralSettingsForm({ initialValues }: { initialValues: CompanySettingsBody }) {
  const save = useUpdateCompanySettings();
  const saved = useTimedMessage();
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm({ resolver: zodResolver(companySettingsBody), defaultValues: initialValues });

  const onSubmit = handleSubmit(async (values) => {
    saved.clear();
    try {
      const answer = await save.mutateAsync(values);
      reset({
        traceable_materials_default: answer.traceable_materials_default,
        date_order: answer.date_order,
        drill_target_minutes: answer.drill_target_minutes,
        drill_tolerance_percent: answer.drill_tolerance_percent,
      });
      saved.show(settingsMessages.saved);
    } catch {
      // The banner shows save.error.
    }
  });

  return (
    <Paper
      component="form"
      variant="outlined"
      aria-label="General settings"
      onSubmit={onSubmit}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}
    >
      <Stack spacing={2.5}>
        <Box>
          <Typography variant="h6">Materials</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            Whether the Traceable Item box starts ticked on the Add Material form. Traceable materials are
            received, used and shipped by lot, so they can be traced in a recall. Each material can still be
            changed on its own.
          </Typography>
        </Box>
        <Controller
          name="traceable_materials_default"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                />
              }
              label="New materials are traceable by default"
            />
          )}
        />
        <Box>
          <Typography variant="h6">Dates on paperwork</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            How uploaded documents write dates like 03/02/2026. Automatic reads the order from any date on the
            page that can only be read one way (such as 09/18/2026); otherwise it takes the reading that falls
            before the upload and near your recent documents, and marks those dates for a check on review.
          </Typography>
        </Box>
        <Controller
          name="date_order"
          control={control}
          render={({ field }) => (
            <TextField
              select
              size="small"
              label="Date order"
              value={field.value ?? 'auto'}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              sx={{ maxWidth: 400 }}
            >
              {DATE_ORDERS.map((order) => (
                <MenuItem key={order} value={order}>
                  {DATE_ORDER_LABELS[order]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <DrillSettingsFields control={control} />
        {/* The outcome shows beside Save, in a row that is always there: nothing moves when it appears. */}
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'flex-end',
            gap: 2,
            minHeight: 40,
          }}
        >
          {save.isError ? (
            <Alert severity="error" sx={{ py: 0, flex: '1 1 240px' }}>
              {failureText(save.error, settingsMessages.saveFailed)}
            </Alert>
          ) : null}
          {saved.message ? (
            <Alert severity="success" role="status" sx={{ py: 0, flex: '1 1 240px' }}>
              {saved.message}
            </Alert>
          ) : null}
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save Settings'}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
