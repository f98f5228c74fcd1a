import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { errorText } from '../../../../lib/api-error.ts';

interface VerifyActionsBarProps {
  label: string;
  archived: boolean;
  archiving: boolean;
  archiveError: unknown;
  onArchive: (isArchived: boolean) => Promise<unknown>;
  onAddRow: () => void;
  canSubmit: boolean;
  submitting: boolean;
  onSubmit: () => void;
}

/** Archive/Unarchive (with its confirmation), '+ Add Row' and Submit (spec 001 sections 2 and 4). */
export function VerifyActionsBar(props: VerifyActionsBarProps) {
  const { label, archived, archiving } = props;
  const [asking, setAsking] = useState(false);
  const verb = archived ? 'unarchive' : 'archive';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
      <Button variant="outlined" color={archived ? 'primary' : 'error'} onClick={() => setAsking(true)}>
        {archived ? 'Unarchive' : 'Archive'}
      </Button>
      <Button variant="outlined" onClick={props.onAddRow}>
        + Add Row
      </Button>
      <Button
        variant="contained"
        disabled={!props.canSubmit || props.submitting}
        onClick={props.onSubmit}
        sx={{ ml: { sm: 'auto' } }}
      >
        {props.submitting ? 'Submitting...' : 'Submit'}
      </Button>
      <ConfirmDialog
        open={asking}
        title={archived ? 'Unarchive submission' : 'Archive submission'}
        busy={archiving}
        error={props.archiveError ? errorText(props.archiveError) : null}
        confirmLabel={archived ? 'Unarchive' : 'Archive'}
        busyLabel={archived ? 'Unarchiving...' : 'Archiving...'}
        confirmColor={archived ? 'primary' : 'error'}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          props
            .onArchive(!archived)
            .then(() => setAsking(false))
            .catch(() => undefined);
        }}
      >
        {`Are you sure you want to ${verb} this ${label} submission?`}
      </ConfirmDialog>
    </Box>
  );
}
