import { HOLD_CATEGORY_LABELS, type HoldEventView } from '@bp/shared/contracts/holds.ts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useHoldHistory } from '../api/holds.ts';
import { dateTime } from './quantity-text.ts';

const who = (e: HoldEventView) =>
  e.by ? [e.by.first_name, e.by.last_name].filter(Boolean).join(' ') || e.by.email : 'the expiry check';

/** The lot's hold history, newest first: every hold and release with who, when and why. */
export function HoldHistoryList({ materialId, lotId }: { materialId: number; lotId: number }) {
  const history = useHoldHistory(materialId, lotId);
  if (history.isPending)
    return <Typography sx={{ color: 'text.secondary' }}>Loading hold history...</Typography>;
  if (history.error) return <Typography role="alert">Couldn't load the hold history</Typography>;
  const events = [...history.data.events].reverse();
  if (!events.length)
    return <Typography sx={{ color: 'text.secondary' }}>This lot was never held.</Typography>;
  return (
    <Box
      component="ol"
      aria-label="Hold history"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      {events.map((e) => (
        <Box
          component="li"
          key={e.seq}
          sx={{ borderLeft: 3, borderColor: e.action === 'hold' ? 'error.main' : 'success.main', pl: 1.5 }}
        >
          <Typography sx={{ fontWeight: 600 }}>
            {e.action === 'hold' ? `Held: ${HOLD_CATEGORY_LABELS[e.category]}` : 'Released'}
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{e.reason}</Typography>
          {e.via_lot ? (
            <Typography variant="body2">
              Held with lot {e.via_lot.lot_code}, which it was made from
            </Typography>
          ) : null}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {dateTime(e.at)} by {who(e)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
