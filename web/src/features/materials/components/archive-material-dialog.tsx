import { materialMessages } from '@bp/shared/contracts/materials.ts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface ArchiveMaterialDialogProps {
  /** true: archive; false: unarchive. */
  archive: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Are you sure you want to archive/unarchive this material?' with the right verb. */
export function ArchiveMaterialDialog({ archive, busy, onConfirm, onClose }: ArchiveMaterialDialogProps) {
  const verb = archive ? 'Archive' : 'Unarchive';
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="archive-material-title" maxWidth="xs" fullWidth>
      <DialogTitle id="archive-material-title">{`${verb} material`}</DialogTitle>
      <DialogContent>
        <DialogContentText>{materialMessages.archiveConfirm(archive)}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color={archive ? 'warning' : 'primary'} onClick={onConfirm} disabled={busy}>
          {busy ? `${verb.replace(/e$/, '')}ing...` : verb}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
