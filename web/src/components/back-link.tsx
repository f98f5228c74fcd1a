import { ArrowBack } from './icons.tsx';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

/** 'Back to Customers' and the like: a form screen's way back to its list. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button component={RouterLink} to={to} startIcon={<ArrowBack />}>
      {label}
    </Button>
  );
}
