import { NavigateNext } from '../../../components/icons.tsx';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export interface Crumb {
  label: string;
  /** Absent for the current screen. */
  to?: string;
}

/** Where a screen sits under Companies, so the way back is one click from any depth. */
export function AdminBreadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <Breadcrumbs
      aria-label="Breadcrumb"
      separator={<NavigateNext fontSize="small" />}
      sx={{ mb: 1.5, fontSize: 14 }}
    >
      {crumbs.map((crumb) =>
        crumb.to ? (
          <Link
            key={crumb.label}
            component={RouterLink}
            to={crumb.to}
            underline="hover"
            color="inherit"
            // A 40 px tap target on a phone: a line of 14 px text alone is too small to hit.
            sx={{ display: 'inline-block', py: { xs: 1.5, sm: 0 } }}
          >
            {crumb.label}
          </Link>
        ) : (
          <Typography
            key={crumb.label}
            aria-current="page"
            sx={{ fontSize: 'inherit', color: 'text.primary' }}
          >
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
