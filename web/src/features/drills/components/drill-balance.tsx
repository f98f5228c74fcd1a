import type { DrillView } from '@bp/shared/contracts/drills.ts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { StatusFigures } from '../../../components/status-figures.tsx';
import { percentText } from '../model/format.ts';

const qty = (n: number, unit: string) => `${n} ${unit}`;

/** What came in against what went out, adjusted and is on hand, and the % accounted against the tolerance. */
export function DrillBalance({ drill }: { drill: DrillView }) {
  const b = drill.mass_balance;
  const u = b.unit_of_measure;
  const percent = drill.status === 'closed' ? drill.accounted_percent : b.accounted_percent;
  const figures = [
    {
      label: b.produced > 0 ? 'Produced' : 'Received',
      value: qty(b.produced > 0 ? b.produced : b.received, u),
    },
    { label: 'Used in production', value: qty(b.used_in_production, u) },
    { label: 'Shipped', value: qty(b.shipped, u) },
    { label: 'Adjusted', value: qty(b.adjusted, u) },
    { label: 'On hand', value: qty(b.on_hand, u) },
    { label: 'Unaccounted', value: qty(b.unaccounted, u) },
    { label: 'Accounted for', value: percentText(percent) },
  ];
  return (
    <Box component="section" aria-label="Mass balance" sx={{ mb: 3 }}>
      <Typography variant="h2" sx={{ fontSize: 20, mb: 1 }}>
        Mass balance
      </Typography>
      <StatusFigures figures={figures} />
      <Typography sx={{ mt: 1, color: drill.within_tolerance ? 'success.main' : 'error.main' }}>
        {drill.within_tolerance
          ? `Within the ${drill.tolerance_percent}% tolerance`
          : `Outside the ${drill.tolerance_percent}% tolerance`}
      </Typography>
    </Box>
  );
}
