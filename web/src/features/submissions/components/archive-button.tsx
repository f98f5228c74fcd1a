import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useArchiveSubmission } from '../api/submission-mutations.ts';
import type { ScreenKind } from '../model/screen-kinds.ts';

/**
 * Archive / Unarchive after the spec's question (section 4); disabled once verified. Archiving
 * returns to the kind's landing page (section 2 says so for production and shipments; receipts
 * do the same here).
 */
export function ArchiveButton(props: { kind: ScreenKind; id: number; archived: boolean; disabled: boolean }) {
  const { kind, id, archived, disabled } = props;
  const [open, setOpen] = useState(false);
  const archive = useArchiveSubmission(kind);
  const navigate = useNavigate();
  const verb = archived ? 'unarchive' : 'archive';
  return (
    <>
      <Button variant="outlined" color="inherit" disabled={disabled} onClick={() => setOpen(true)}>
        {archived ? 'Unarchive' : 'Archive'}
      </Button>
      <ConfirmDialog
        open={open}
        title={archived ? 'Unarchive submission' : 'Archive submission'}
        busy={archive.isPending}
        error={archive.error ? errorText(archive.error) : null}
        confirmLabel={archived ? 'Unarchive' : 'Archive'}
        busyLabel={archived ? 'Unarchiving...' : 'Archiving...'}
        confirmColor="primary"
        onClose={() => {
          archive.reset();
          setOpen(false);
        }}
        onConfirm={() =>
          archive.mutate(
            { id, isArchived: !archived },
            {
              onSuccess: () => {
                setOpen(false);
                if (!archived) void navigate(kind.base);
              },
            },
          )
        }
      >
        {`Are you sure you want to ${verb} this ${kind.spec.label} submission?`}
      </ConfirmDialog>
    </>
  );
}
