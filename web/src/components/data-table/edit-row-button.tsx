import { EditOutlined } from '../icons.tsx';
import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';

interface EditRowButtonProps {
  to: string;
  /** Names the row for screen readers: 'Edit Flour'. */
  name: string;
  /** Router state for the edit screen (where its Back returns to, say). */
  state?: unknown;
}

/** The one edit control of every list row: a small text button with a pencil. */
export function EditRowButton({ to, name, state }: EditRowButtonProps) {
  return (
    <Button
      component={Link}
      to={to}
      state={state}
      size="small"
      startIcon={<EditOutlined fontSize="small" />}
      aria-label={`Edit ${name}`}
    >
      Edit
    </Button>
  );
}
