import { ArrowBack } from '../../../components/icons.tsx';
import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';

export function BackToMaterialsButton({ to }: { to: string }) {
  return (
    <Button component={Link} to={to} startIcon={<ArrowBack />} variant="outlined">
      Back to Materials
    </Button>
  );
}
