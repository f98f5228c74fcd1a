import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';

interface FailedNoticeProps {
  /** The pipeline's reason when it gave one. */
  reason: string | null;
  /** Where the upload card is: a retry uploads the document again. */
  retryTo: string;
  onManualEntry: () => void;
  busy: boolean;
}

/** A failed submission (issue 12): why, and the two ways on: upload again or enter by hand. */
export function FailedNotice({ reason, retryTo, onManualEntry, busy }: FailedNoticeProps) {
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      <AlertTitle>This document could not be processed</AlertTitle>
      {reason ?? 'The document could not be read. Upload it again or enter the data by hand.'}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Button component={Link} to={retryTo} variant="contained" color="error" size="small">
          Retry
        </Button>
        <Button variant="outlined" color="error" size="small" disabled={busy} onClick={onManualEntry}>
          Manual Entry
        </Button>
      </Box>
    </Alert>
  );
}
