import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

export function BackButton() {
  return (
    <Button component={RouterLink} to="/settings/suppliers" startIcon={<ArrowBack />}>
      Back to Suppliers
    </Button>
  );
}
