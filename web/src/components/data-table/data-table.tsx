import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIsNarrow } from '../use-is-phone.ts';
import { CardRows } from './card-rows.tsx';
import { Pager } from './pager.tsx';
import type { RowsProps } from './rows-props.ts';
import { TableRows } from './table-rows.tsx';

export type { Column, PhonePlacement } from './column.ts';

export interface DataTableProps<T> extends RowsProps<T> {
  /** 'materials' in 'Showing 1 to 10 of 42 materials'. */
  noun: string;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  loading?: boolean;
  /** Shown instead of the table when set (e.g. 'Error loading materials: ...'). */
  error?: string | null;
  /** Shown when there are no rows (an EmptyState, normally). */
  empty?: ReactNode;
  /**
   * False: a list that fits one page shows no paging line at all, not even 'Showing ...'
   * (the materials list, spec 000 section 2). Generic tables always show it.
   */
  summaryOnOnePage?: boolean;
}

/**
 * The generic list of the spec: zebra rows, a dash for empty cells, 'Showing X to Y of Z
 * {noun}', and 'Page N of M' with Previous and Next when there is more than one page. Below
 * 900 px (a phone, a tablet beside the sidebar) each row is a card instead (see Column.phone),
 * so no list scrolls sideways.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { noun, page, pageSize, total, onPageChange, loading, error, empty, summaryOnOnePage, ...rows } =
    props;
  const asCards = useIsNarrow();

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
  if (rows.rows.length === 0) {
    return (
      <Paper variant="outlined" sx={{ py: 6, px: 3, textAlign: 'center' }}>
        {empty}
      </Paper>
    );
  }

  return (
    <Box>
      {asCards ? <CardRows {...rows} /> : <TableRows {...rows} />}
      <Pager
        noun={noun}
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={onPageChange}
        summaryOnOnePage={summaryOnOnePage}
      />
    </Box>
  );
}
