import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question: what will happen to what. */
  children: ReactNode;
  busy: boolean;
  /** The refusal to show (the API's 409 reason, say); the dialog stays open. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
  /** The confirm button's text, and its text while busy. */
  confirmLabel?: string;
  busyLabel?: string;
  confirmColor?: ButtonProps['color'];
}

/** Asks before an action (a delete, by default), and shows why the API refused it. Cancel and Escape close it unless busy. */
export function ConfirmDialog({
  open,
  title,
  children,
  busy,
  error = null,
  onConfirm,
  onClose,
  confirmLabel = 'Delete',
  busyLabel = 'Deleting...',
  confirmColor = 'error',
}: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{children}</DialogContentText>
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color={confirmColor} onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
