import type { MassBalance } from '@bp/shared/contracts/trace.ts';
import Typography from '@mui/material/Typography';
import { errorText } from '../../../lib/api-error.ts';
import { useMassBalance } from '../api/trace-lot.ts';
import { amount } from './format.ts';
import { StatusFigures } from './status-figures.tsx';

/** Mass balance of the traced lot: what came in against what went out and what is on hand. */
export function MassBalanceCard({ materialId, lotId }: { materialId: number; lotId: number }) {
  const balance = useMassBalance(materialId, lotId);
  if (balance.isPending)
    return <Typography sx={{ color: 'text.secondary' }}>Loading mass balance...</Typography>;
  if (balance.error) {
    return (
      <Typography role="alert" sx={{ color: 'error.main' }}>
        {errorText(balance.error)}
      </Typography>
    );
  }
  return <StatusFigures figures={massBalanceFigures(balance.data)} />;
}

/** The figures of a mass balance, in reading order: in, out, on hand, what is not accounted for. */
export const massBalanceFigures = (b: MassBalance) => {
  const u = b.unit_of_measure;
  const figures = [
    { label: 'Received', value: amount(b.received, u) },
    { label: 'Produced', value: amount(b.produced, u) },
    { label: 'Used in production', value: amount(b.used_in_production, u) },
    { label: 'Shipped', value: amount(b.shipped, u) },
    { label: 'Adjusted', value: amount(b.adjusted, u) },
    { label: 'On hand', value: amount(b.on_hand, u) },
    ...(b.merged_in !== 0 ? [{ label: 'Merged in (counted above)', value: amount(b.merged_in, u) }] : []),
    { label: 'Unaccounted', value: amount(b.unaccounted, u) },
    {
      label: 'Accounted for',
      value: b.accounted_percent === null ? '-' : `${b.accounted_percent}%`,
    },
  ];
  return figures;
};
