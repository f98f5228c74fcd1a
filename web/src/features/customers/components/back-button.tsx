import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

export function BackButton() {
  return (
    <Button component={RouterLink} to="/customers" startIcon={<ArrowBack />}>
      Back to Customers
    </Button>
  );
}
