import type { DrillView } from '@bp/shared/contracts/drills.ts';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { elapsedMinutes, minutesText } from './drill-format.ts';

/** The drill's time against its target: ticking while it is open, frozen once closed. */
export function DrillClock({ drill }: { drill: DrillView }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (drill.status !== 'open') return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [drill.status]);
  const minutes = elapsedMinutes(drill, now);
  const late = minutes > drill.target_minutes;
  return (
    <Typography
      role="timer"
      aria-label="Time taken"
      sx={{ fontSize: '1.75rem', fontWeight: 700, color: late ? 'error.main' : undefined }}
    >
      {minutesText(minutes)}
      <Typography component="span" sx={{ fontSize: '1rem', fontWeight: 400, color: 'text.secondary', ml: 1 }}>
        of {minutesText(drill.target_minutes)} target
      </Typography>
    </Typography>
  );
}
