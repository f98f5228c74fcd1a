import { EditOutlined, ErrorOutlineOutlined as ErrorOutline } from '../icons.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { PickerOption } from './picker-items.ts';

interface PickerDisplayProps {
  noun: string;
  value: PickerOption | null;
  disabled: boolean;
  onEdit: () => void;
}

/** Display phase of an inline picker: the chosen name and a pencil that opens the list. */
export function PickerDisplay({ noun, value, disabled, onEdit }: PickerDisplayProps) {
  const action = value ? `Change ${noun}` : `Choose ${noun}`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 32 }}>
      <Typography variant="body2" sx={value ? undefined : { color: 'text.secondary', fontStyle: 'italic' }}>
        {value ? value.name : `No ${noun}`}
      </Typography>
      {disabled ? null : (
        <Tooltip title={action}>
          <IconButton size="small" aria-label={action} onClick={onEdit}>
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}

interface PickerUnrecognisedProps {
  noun: string;
  rawText: string;
  disabled: boolean;
  onFix: () => void;
}

/** Unrecognised phase: a red icon, the text as read from the document, and Fix. */
export function PickerUnrecognised({ noun, rawText, disabled, onFix }: PickerUnrecognisedProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minHeight: 32 }}>
      <ErrorOutline fontSize="small" sx={{ color: 'error.main' }} titleAccess={`Unrecognised ${noun}`} />
      <Tooltip title="As read from the document">
        <Typography variant="body2" sx={{ color: 'error.main', fontWeight: 500 }}>
          {rawText}
        </Typography>
      </Tooltip>
      <Button
        size="small"
        variant="outlined"
        color="error"
        disabled={disabled}
        onClick={onFix}
        aria-label={`Fix ${noun} "${rawText}"`}
        sx={{ minWidth: 0, py: 0 }}
      >
        Fix
      </Button>
    </Box>
  );
}
