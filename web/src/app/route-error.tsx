import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { DEFAULT_ERROR_MESSAGE } from '../lib/api-error.ts';

const describe = (error: unknown): string => {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message) return error.message;
  return DEFAULT_ERROR_MESSAGE;
};

/**
 * A screen that crashed (or whose code failed to load, as after a deploy replaced it) shows
 * this instead of a blank page; inside the shell the sidebar stays usable.
 */
export function RouteError() {
  const error = useRouteError();
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', my: 6, px: 2 }}>
      <title>Something went wrong · BatchPath</title>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Something went wrong
      </Typography>
      <Alert severity="error" sx={{ mb: 3 }}>
        {describe(error)}
      </Alert>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </Box>
  );
}
