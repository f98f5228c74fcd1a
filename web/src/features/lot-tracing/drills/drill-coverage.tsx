import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { useDrillCoverage } from '../api/drills.ts';

/**
 * "Groups not drilled in the last 12 months": a year's drills should cover every product group.
 * Hidden while the company has no groups (the start form says how to make them).
 */
export function DrillCoverage() {
  const coverage = useDrillCoverage();
  const items = coverage.data?.items ?? [];
  if (coverage.error) {
    return (
      <Typography sx={{ color: 'error.main', mb: 2 }}>
        Couldn&apos;t load the product groups&apos; drills
      </Typography>
    );
  }
  if (items.length === 0) return null;
  const due = items.filter((g) => g.due);
  return (
    <Paper sx={{ p: 2, mb: 2 }} component="section" aria-labelledby="drill-coverage-heading">
      <Typography variant="h2" id="drill-coverage-heading" sx={{ mb: 1 }}>
        Groups not drilled in the last 12 months
      </Typography>
      {due.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          Every product group was drilled in the last 12 months.
        </Typography>
      ) : (
        <Box component="ul" aria-labelledby="drill-coverage-heading" sx={{ m: 0, pl: 2.5 }}>
          {due.map((g) => (
            <li key={g.product_group}>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {g.product_group}
              </Box>
              {': '}
              {g.last_drilled_at === null || g.last_drill_id === null ? (
                'never drilled'
              ) : (
                <>
                  last drilled{' '}
                  <Link to={`/drills/${g.last_drill_id}`}>
                    {new Date(g.last_drilled_at).toLocaleDateString()}
                  </Link>
                </>
              )}
            </li>
          ))}
        </Box>
      )}
    </Paper>
  );
}
