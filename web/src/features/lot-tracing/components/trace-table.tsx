import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CardRows } from '../../../components/data-table/card-rows.tsx';
import type { RowsProps } from '../../../components/data-table/rows-props.ts';
import { TableRows } from '../../../components/data-table/table-rows.tsx';
import { useIsNarrow } from '../../../components/use-is-phone.ts';

/**
 * A short, complete list of a trace (no pages: a recall needs every row on one sheet), as a
 * table at a desk and cards on a phone, like every list (docs/screens.md).
 */
export function TraceTable<T>({ empty, ...rows }: RowsProps<T> & { empty: string }) {
  const asCards = useIsNarrow();
  if (rows.rows.length === 0) {
    return (
      <Paper variant="outlined" sx={{ py: 2, px: 2 }}>
        <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography>
      </Paper>
    );
  }
  return asCards ? <CardRows {...rows} /> : <TableRows {...rows} />;
}
