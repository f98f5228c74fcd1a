import type { DrillView } from '@bp/shared/contracts/drills.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { errorText } from '../../../lib/api-error.ts';
import { useCloseDrill, useSaveDrillNotes } from '../api/drills.ts';

/** Notes and gaps, saved while open; Close stops the timer and freezes the result with them. */
export function DrillNotes({ drill }: { drill: DrillView }) {
  const [notes, setNotes] = useState(drill.notes);
  const [gaps, setGaps] = useState(drill.gaps);
  const save = useSaveDrillNotes(drill.id);
  const close = useCloseDrill(drill.id);
  const closed = drill.status === 'closed';
  const failed = save.error ?? close.error;
  return (
    <Box component="section" aria-label="Notes and gaps" sx={{ display: 'grid', gap: 2, mb: 3 }}>
      <TextField
        label="Notes"
        multiline
        minRows={2}
        value={notes}
        disabled={closed}
        onChange={(e) => setNotes(e.target.value)}
      />
      <TextField
        label="Gaps found"
        multiline
        minRows={2}
        value={gaps}
        disabled={closed}
        onChange={(e) => setGaps(e.target.value)}
      />
      {failed ? <Alert severity="error">{errorText(failed)}</Alert> : null}
      {save.isSuccess && !closed ? (
        <Alert severity="success" role="status">
          Notes saved
        </Alert>
      ) : null}
      {closed ? null : (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <Button variant="outlined" disabled={save.isPending} onClick={() => save.mutate({ notes, gaps })}>
            Save notes
          </Button>
          <Button
            variant="contained"
            disabled={close.isPending}
            onClick={() => close.mutate({ notes, gaps })}
          >
            Close drill
          </Button>
        </Box>
      )}
    </Box>
  );
}
