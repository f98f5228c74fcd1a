import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { cellValue, placementOf } from './column.ts';
import type { RowsProps } from './rows-props.ts';

/**
 * The phone form: one compact card per row, so nothing scrolls sideways. The title column
 * heads the card with the actions beside it; every detail column is a "Header: value" line
 * (empty ones are left out); hidden columns are not shown.
 */
export function CardRows<T>({ columns, rows, rowKey, rowSx, label }: RowsProps<T>) {
  const title = columns.find((c) => placementOf(c) === 'title') ?? columns[0];
  const actions = columns.filter((c) => placementOf(c) === 'actions');
  const details = columns.filter((c) => c !== title && placementOf(c) === 'detail');

  return (
    <Box
      component="ul"
      aria-label={label}
      data-testid="data-cards"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
    >
      {rows.map((row) => (
        <Paper
          key={rowKey(row)}
          component="li"
          variant="outlined"
          sx={{ px: 1.5, py: 1, minWidth: 0, ...rowSx?.(row) }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 32 }}>
            <Box sx={{ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere', fontWeight: 500 }}>
              {title ? cellValue(title, row, true) : null}
            </Box>
            {actions.map((c) => (
              <Box key={c.key} sx={{ flexShrink: 0, display: 'flex', gap: 0.5 }}>
                {cellValue(c, row, true)}
              </Box>
            ))}
          </Box>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.25 }}>
            {details.map((c) => {
              const value = cellValue(c, row, true);
              if (value === undefined) return null;
              return (
                <Box key={c.key} sx={{ display: 'flex', gap: 1, minWidth: 0 }}>
                  <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', flexShrink: 0 }}>
                    {c.header}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="body2"
                    sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}
                  >
                    {value}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
