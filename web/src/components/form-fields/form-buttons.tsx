import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

interface FormButtonsProps {
  onCancel: () => void;
  busy: boolean;
  submitLabel?: string;
  busyLabel?: string;
  /** Shown at the far left (a Delete button, say). */
  secondaryActions?: ReactNode;
}

/** Cancel and the submit button at the right of a form; both are disabled while it saves. */
export function FormButtons({
  onCancel,
  busy,
  submitLabel = 'Save',
  busyLabel = 'Saving...',
  secondaryActions,
}: FormButtonsProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'flex-end' }}>
      {secondaryActions ? <Box sx={{ flex: '1 1 auto' }}>{secondaryActions}</Box> : null}
      <Button onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" variant="contained" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </Box>
  );
}
