import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { shortDay, submissionPath } from '../../../../lib/duplicate.ts';
import type { Listed } from '../model/look-alike.ts';

/** Says which submission this one looks like, before the user verifies it a second time. */
export function LookAlikeNotice({
  earlier,
  base,
  partyWord,
}: {
  earlier: Listed;
  base: string;
  /** 'supplier', 'customer', or null when the kind names no party. */
  partyWord: string | null;
}) {
  const posted = earlier.submission_status === 'verified';
  const when =
    posted && earlier.submitted_at
      ? `submitted ${shortDay(earlier.submitted_at)}`
      : `uploaded ${shortDay(earlier.created_at)}`;
  const same = partyWord ? `same ${partyWord}, date and lots` : 'same date and lots';
  const href = submissionPath(base, earlier);
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button
          component={RouterLink}
          to={href}
          color="inherit"
          size="small"
          sx={{ minHeight: 40, whiteSpace: 'nowrap' }}
        >
          Open #{earlier.id}
        </Button>
      }
    >
      {`This looks like submission #${earlier.id}${earlier.filename ? ` (${earlier.filename})` : ''}, ${when}: ${same}. `}
      {posted
        ? 'If it is the same paperwork, archive this one: submitting it would post the stock again.'
        : 'If it is the same paperwork, verify only one of them and archive the other.'}
    </Alert>
  );
}
