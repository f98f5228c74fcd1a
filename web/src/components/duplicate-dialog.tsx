import type { DuplicateAnswer } from '@bp/shared/contracts/submissions/duplicates.ts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Link } from 'react-router-dom';
import { describeDuplicate } from '../lib/duplicate.ts';

export interface DuplicateDialogProps {
  duplicate: DuplicateAnswer | null;
  /** Where the earlier submission opens. */
  earlierHref: string | null;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before the same document goes in twice (issue 20): the same file uploaded again, or a
 * submit that would post what an earlier submission posted. "Cancel" sends nothing; the other
 * action repeats the request with the confirmation.
 */
export function DuplicateDialog({ duplicate, earlierHref, busy, onConfirm, onCancel }: DuplicateDialogProps) {
  const sameFile = duplicate?.reason === 'same_file';
  return (
    <Dialog open={duplicate !== null} onClose={onCancel} aria-labelledby="duplicate-title">
      <DialogTitle id="duplicate-title">
        {sameFile ? 'This file was uploaded before' : 'This looks like a document already posted'}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {duplicate
            ? sameFile
              ? `The same file is ${describeDuplicate(duplicate)}. Upload it again only if it is a different delivery or run.`
              : `The same parties, dates, lots and quantities were posted in ${describeDuplicate(duplicate)}. ` +
                'Submitting again would add the stock movements a second time.'
            : null}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {earlierHref ? (
          <Button component={Link} to={earlierHref}>
            Open the earlier one
          </Button>
        ) : null}
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" color="warning" disabled={busy} onClick={onConfirm}>
          {sameFile ? 'Upload again' : 'Submit anyway'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
