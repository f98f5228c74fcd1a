import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { PageHeader } from './page-header.tsx';

export function PageNotFound() {
  return (
    <>
      <PageHeader title="Page not found" />
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>
          There is no page at this address. It may have moved, or the link may be mistyped.
        </Typography>
        <Button variant="contained" component={Link} to="/">
          Go to the home page
        </Button>
      </Paper>
    </>
  );
}
