import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';

interface FormActionsProps {
  submitLabel: string;
  busy: boolean;
  /** Where Cancel leads. */
  cancelTo: string;
}

/** Cancel and the submit button, which reads 'Saving...' and is disabled while the form saves. */
export function FormActions({ submitLabel, busy, cancelTo }: FormActionsProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, pt: 1 }}>
      <Button component={Link} to={cancelTo} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" variant="contained" disabled={busy}>
        {busy ? 'Saving...' : submitLabel}
      </Button>
    </Box>
  );
}
