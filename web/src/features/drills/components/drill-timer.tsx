import type { DrillView } from '@bp/shared/contracts/drills.ts';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { minutesText, timerText, verdictText } from '../model/format.ts';

/** The clock: running from started_at while open (the server's answer does not tick), frozen once closed. */
export function DrillTimer({ drill }: { drill: DrillView }) {
  const [now, setNow] = useState(() => Date.now());
  const open = drill.status === 'open';
  useEffect(() => {
    if (!open) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [open]);
  const elapsed = open ? timerText(drill.started_at, now) : minutesText(drill.elapsed_minutes ?? 0);
  const over = open && (now - Date.parse(drill.started_at)) / 60000 > drill.target_minutes;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} aria-label="Drill time">
      <Typography sx={{ color: 'text.secondary' }}>
        {open ? 'Time running' : `Closed: ${verdictText(drill.passed)}`} (target{' '}
        {minutesText(drill.target_minutes)})
      </Typography>
      <Typography
        data-testid="drill-timer"
        sx={{ fontSize: 36, fontWeight: 700, color: over ? 'error.main' : 'text.primary' }}
      >
        {elapsed}
      </Typography>
      {over ? <Typography sx={{ color: 'error.main' }}>Over the target time</Typography> : null}
    </Paper>
  );
}
