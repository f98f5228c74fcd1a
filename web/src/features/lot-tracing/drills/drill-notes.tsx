import type { DrillView } from '@bp/shared/contracts/drills.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorText } from '../../../lib/api-error.ts';
import { useCloseDrill, useSaveDrillNotes } from '../api/drills.ts';

/** Notes and gaps found, saved as the drill goes; Close stops the timer and judges the drill. */
export function DrillNotes({ drill }: { drill: DrillView }) {
  const [notes, setNotes] = useState(drill.notes);
  const [gaps, setGaps] = useState(drill.gaps);
  const save = useSaveDrillNotes(drill.id);
  const close = useCloseDrill(drill.id);
  const open = drill.status === 'open';
  const error = save.error ?? close.error;
  if (!open) {
    return (
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>
          <strong>Notes:</strong> {drill.notes || 'none'}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>
          <strong>Gaps found:</strong> {drill.gaps || 'none'}
        </Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-print="hide">
      <TextField
        label="Notes"
        multiline
        minRows={2}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        helperText="Who was called, what was held, what took time."
      />
      <TextField
        label="Gaps found"
        multiline
        minRows={2}
        value={gaps}
        onChange={(e) => setGaps(e.target.value)}
        helperText="Records missing or wrong, and what will change."
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" disabled={save.isPending} onClick={() => save.mutate({ notes, gaps })}>
          Save notes
        </Button>
        <Button variant="contained" disabled={close.isPending} onClick={() => close.mutate({ notes, gaps })}>
          Close drill
        </Button>
        {save.isSuccess && !save.isPending ? (
          <Typography sx={{ alignSelf: 'center', color: 'text.secondary' }}>Notes saved</Typography>
        ) : null}
      </Box>
      {error ? (
        <Typography role="alert" sx={{ color: 'error.main' }}>
          {errorText(error)}
        </Typography>
      ) : null}
    </Box>
  );
}
