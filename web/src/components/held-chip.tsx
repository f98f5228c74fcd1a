import { holdMessages, holdSummary, type LotHold } from '@bp/shared/contracts/holds.ts';
import { unverifiedOriginMessages } from '@bp/shared/contracts/unknown-lots.ts';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';

/** One mark of a lot (held, unverified origin): a small outlined chip, its detail as a tooltip. */
function LotMarkChip({
  label,
  detail,
  color,
}: {
  label: string;
  detail: string;
  color: 'error' | 'warning';
}) {
  return (
    <Tooltip title={detail}>
      <Chip
        size="small"
        color={color}
        variant="outlined"
        label={label}
        aria-label={`${label}: ${detail}`}
        sx={{ ml: 1, verticalAlign: 'middle' }}
      />
    </Tooltip>
  );
}

/** The mark of a held lot wherever a lot appears; nothing for a lot not held. */
export function HeldChip({ hold }: { hold: LotHold | null | undefined }) {
  if (!hold) return null;
  return <LotMarkChip label={holdMessages.heldBadge} detail={holdSummary(hold)} color="error" />;
}

/**
 * Every mark of a lot wherever it appears: held, and of unverified origin (first named by a use,
 * never received or produced: issue 21 item 6).
 */
export function LotMarks({
  hold,
  unverifiedOrigin,
}: {
  hold: LotHold | null | undefined;
  unverifiedOrigin: boolean | undefined;
}) {
  return (
    <>
      <HeldChip hold={hold} />
      {unverifiedOrigin ? (
        <LotMarkChip
          label={unverifiedOriginMessages.badge}
          detail={unverifiedOriginMessages.detail}
          color="warning"
        />
      ) : null}
    </>
  );
}
