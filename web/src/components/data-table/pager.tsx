import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { pageSummary, showingText } from './page-summary.ts';

interface PagerProps {
  noun: string;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** False: nothing at all on a single page, 'Showing ...' included (the materials list). */
  summaryOnOnePage?: boolean;
}

/** 'Showing X to Y of Z {noun}', and 'Page N of M' with Previous and Next only past one page. */
export function Pager({ noun, page, pageSize, total, onPageChange, summaryOnOnePage = true }: PagerProps) {
  const { pages } = pageSummary(page, pageSize, total);
  if (pages <= 1 && !summaryOnOnePage) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mt: 1.5 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', flex: '1 1 auto' }}>
        {showingText(page, pageSize, total, noun)}
      </Typography>
      {pages > 1 ? (
        <Box component="nav" aria-label="Pages" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Button size="small" variant="outlined" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
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
  );
}
