import { holdMessages, holdSummary, type LotHold } from '@bp/shared/contracts/holds.ts';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';

/** The mark of a held lot wherever a lot appears; nothing for a lot not held. */
export function HeldChip({ hold }: { hold: LotHold | null | undefined }) {
  if (!hold) return null;
  const summary = holdSummary(hold);
  return (
    <Tooltip title={summary}>
      <Chip
        size="small"
        color="error"
        variant="outlined"
        label={holdMessages.heldBadge}
        aria-label={`${holdMessages.heldBadge}: ${summary}`}
        sx={{ ml: 1, verticalAlign: 'middle' }}
      />
    </Tooltip>
  );
}
