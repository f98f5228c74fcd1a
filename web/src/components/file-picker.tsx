import { CameraAlt as CameraAltIcon } from './icons.tsx';
import Button from '@mui/material/Button';
import { useId } from 'react';

interface FilePickerProps {
  onPick: (file: File) => void;
  disabled?: boolean;
  label?: string;
}

/**
 * The document input: on a phone `capture` opens the camera straight away (the library stays
 * one tap away); several files may be chosen and the first is used (spec 001). Used by the
 * landing pages' Upload Document card and by the upload screen.
 */
export function FilePicker({ onPick, disabled, label = 'Take a photo or choose a file' }: FilePickerProps) {
  const id = useId();
  return (
    <Button
      component="label"
      htmlFor={id}
      variant="contained"
      startIcon={<CameraAltIcon />}
      disabled={disabled}
    >
      {label}
      <input
        id={id}
        type="file"
        hidden
        multiple
        accept="image/*,application/pdf"
        capture="environment"
        data-testid="document-file-input"
        onChange={(e) => {
          const first = e.target.files?.[0];
          e.target.value = '';
          if (first) onPick(first);
        }}
      />
    </Button>
  );
}
