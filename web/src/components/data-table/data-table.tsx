import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { pageSummary, showingText } from './page-summary.ts';

export interface Column<T> {
  key: string;
  header: ReactNode;
  /** Cell content; defaults to `row[key]`. Empty values show a dash. */
  render?: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
}

export interface DataTableProps<T> {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** 'materials' in 'Showing 1 to 10 of 42 materials'. */
  noun: string;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  loading?: boolean;
  /** Shown instead of the table when set (e.g. 'Error loading materials: ...'). */
  error?: string | null;
  /** Shown when there are no rows. */
  empty?: ReactNode;
  /** Extra styles per row (e.g. tinted archived rows). */
  rowSx?: (row: T) => Record<string, string | number> | undefined;
  /** Accessible name of the table. */
  label: string;
}

const isEmptyValue = (value: unknown) => value === null || value === undefined || value === '';

/**
 * The generic table of the spec: zebra rows, a dash for empty cells, 'Showing X to Y of Z
 * {noun}', and 'Page N of M' with Previous and Next when there is more than one page.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    columns,
    rows,
    rowKey,
    noun,
    page,
    pageSize,
    total,
    onPageChange,
    loading,
    error,
    empty,
    rowSx,
    label,
  } = props;
  const { pages } = pageSummary(page, pageSize, total);

  if (loading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  if (error) {
    return (
      <Typography role="alert" sx={{ color: 'error.main', py: 3 }}>
        {error}
      </Typography>
    );
  }
  if (rows.length === 0) {
    return (
      <Paper variant="outlined" sx={{ py: 6, px: 3, textAlign: 'center' }}>
        {empty}
      </Paper>
    );
  }

  return (
    <Box>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell
                  key={c.key}
                  align={c.align}
                  sx={{ fontWeight: 600, width: c.width, whiteSpace: 'nowrap' }}
                >
                  {c.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow
                key={rowKey(row)}
                hover
                sx={{ ...(index % 2 === 1 ? { bgcolor: 'action.hover' } : {}), ...rowSx?.(row) }}
              >
                {columns.map((c) => {
                  const value = c.render ? c.render(row) : (row as Record<string, unknown>)[c.key];
                  return (
                    <TableCell key={c.key} align={c.align}>
                      {isEmptyValue(value) ? '-' : (value as ReactNode)}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mt: 1.5 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', flex: '1 1 auto' }}>
          {showingText(page, pageSize, total, noun)}
        </Typography>
        {pages > 1 ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Button
              size="small"
              variant="outlined"
              disabled={page <= 1}
              onClick={() => onPageChange(page - 1)}
            >
              Previous
            </Button>
            <Typography variant="body2">{`Page ${page} of ${pages}`}</Typography>
            <Button
              size="small"
              variant="outlined"
              disabled={page >= pages}
              onClick={() => onPageChange(page + 1)}
            >
              Next
            </Button>
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
