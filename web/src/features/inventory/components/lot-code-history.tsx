import type { LotCodeChange, MaterialLot } from '@bp/shared/contracts/lots.ts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { dateTime, qty } from './quantity-text.ts';

const who = (c: LotCodeChange) =>
  c.by ? [c.by.first_name, c.by.last_name].filter(Boolean).join(' ') || c.by.email : 'unknown';

const what = (c: LotCodeChange) =>
  c.change === 'merged'
    ? `Lot ${c.from_code} merged into ${c.to_code}${c.quantity === null ? '' : ` (${qty(c.quantity)} moved)`}`
    : `Renamed from ${c.from_code} to ${c.to_code}`;

/**
 * A lot's renames and the merges into it, newest first (issue 21 item 6): an auditor sees who
 * changed which code and when, and the former codes a trace still finds it by.
 */
export function LotCodeHistory({ lot }: { lot: MaterialLot }) {
  if (!lot.code_history.length && !lot.former_codes.length) return null;
  return (
    <Paper sx={{ p: 2, mt: 2 }} component="section" aria-labelledby="lot-code-history-heading">
      <Typography variant="h2" id="lot-code-history-heading" sx={{ mb: 1 }}>
        Code changes
      </Typography>
      {lot.former_codes.length ? (
        <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          Former codes (a trace by them finds this lot): {lot.former_codes.join(', ')}
        </Typography>
      ) : null}
      <Box
        component="ol"
        aria-label="Code changes"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
      >
        {[...lot.code_history].reverse().map((c) => (
          <Box
            component="li"
            key={`${c.at}-${c.from_code}`}
            sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}
          >
            <Typography sx={{ overflowWrap: 'anywhere' }}>{what(c)}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {dateTime(c.at)} by {who(c)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
