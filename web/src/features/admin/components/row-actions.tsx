import { DeleteOutlined } from '../../../components/icons.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface RowActionsProps {
  /** The outlined link button: where it goes, its icon, text and accessible name. */
  to: string;
  icon: ReactNode;
  text: string;
  linkLabel: string;
  /** The delete icon button: its tooltip and accessible name. */
  deleteTooltip: string;
  deleteLabel: string;
  onDelete: () => void;
}

/** An admin table row's Actions cell: one link button, then a delete icon button. */
export function RowActions({
  to,
  icon,
  text,
  linkLabel,
  deleteTooltip,
  deleteLabel,
  onDelete,
}: RowActionsProps) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      <Button
        component={Link}
        to={to}
        size="small"
        variant="outlined"
        sx={{ whiteSpace: 'nowrap' }}
        startIcon={icon}
        aria-label={linkLabel}
      >
        {text}
      </Button>
      <Tooltip title={deleteTooltip}>
        <IconButton size="small" aria-label={deleteLabel} onClick={onDelete}>
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
