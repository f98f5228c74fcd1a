import { WarningAmberRounded } from '../../../../components/icons.tsx';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState, type KeyboardEvent } from 'react';
import { ScanLotButton } from '../../../../components/scanning/scan-lot-button.tsx';
import type { ScanFill } from '../../../../lib/scanning/resolve-scan.ts';

export interface DraftInputProps {
  label: string;
  /** The saved value, as the input shows it ('' for none). */
  saved: string;
  type: 'text' | 'quantity' | 'date';
  disabled: boolean;
  /** Shown under the input when nothing else is (a rule the value breaks). */
  hint?: string | null;
  /** Why the value is marked (read with doubt): a warning outline and icon, the label left as it is. */
  highlight?: string | null;
  /** Called on blur or Enter, only when the value changed; returns an error text to keep it unsaved. */
  onCommit: (value: string) => string | null;
  /** A lot code input: a scan button fills (and saves) it from a label; `onFill` hears the whole scan. */
  scan?: { material: { id: number; name: string } | null; onFill: (fill: ScanFill) => void };
}

/**
 * An input that saves on blur or Enter and only when its value changed (spec 001 section 4).
 * The draft follows the saved value whenever that changes (another row's fix, a reload).
 */
export function DraftInput({
  label,
  saved,
  type,
  disabled,
  hint,
  highlight,
  onCommit,
  scan,
}: DraftInputProps) {
  const [draft, setDraft] = useState(saved);
  // What the last scan said about its lot (unknown, another material's, held): shown at once.
  const [scanNote, setScanNote] = useState<string | null>(null);
  const [seen, setSeen] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  if (seen !== saved) {
    setSeen(saved);
    setDraft(saved);
    setError(null);
  }

  const commit = () => {
    if (draft === saved) {
      setError(null);
      return;
    }
    setError(onCommit(draft));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };

  return (
    <TextField
      size="small"
      fullWidth
      label={label}
      value={draft}
      type={type === 'date' ? 'date' : 'text'}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? scanNote ?? hint ?? undefined}
      title={highlight ?? undefined}
      onChange={(e) => {
        setScanNote(null);
        setDraft(e.target.value);
      }}
      onBlur={commit}
      onKeyDown={onKeyDown}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          ...(type === 'quantity' ? { inputMode: 'decimal' as const } : {}),
          ...(highlight ? { 'aria-description': highlight } : {}),
        },
        input:
          highlight || scan
            ? {
                endAdornment: (
                  <InputAdornment position="end" sx={{ ml: 0.5 }}>
                    {highlight ? (
                      <WarningAmberRounded
                        fontSize="small"
                        titleAccess={highlight}
                        sx={{ color: 'warning.dark' }}
                        data-testid="doubt-mark"
                      />
                    ) : null}
                    {scan ? (
                      <ScanLotButton
                        material={scan.material}
                        disabled={disabled}
                        onScanned={(fill) => {
                          setScanNote(fill.warning);
                          setDraft(fill.lotCode);
                          if (fill.lotCode !== saved) setError(onCommit(fill.lotCode));
                          scan.onFill(fill);
                        }}
                        onProblem={setScanNote}
                      />
                    ) : null}
                  </InputAdornment>
                ),
              }
            : undefined,
      }}
      // A thin warning outline, not a fill: the label and the value stay as legible as elsewhere.
      sx={
        highlight
          ? {
              '& .MuiOutlinedInput-notchedOutline, & .MuiInputBase-root:hover .MuiOutlinedInput-notchedOutline':
                {
                  borderColor: 'warning.dark',
                  borderWidth: 2,
                },
            }
          : undefined
      }
    />
  );
}
