import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

export interface FieldCandidatesProps {
  /** What the field is, for the screen reader ("Lot"). */
  label: string;
  candidates: readonly string[];
  disabled: boolean;
  onPick: (value: string) => void;
}

/**
 * A doubtful field's alternatives under its input (a lot read off the page that is close to
 * several lots in stock): one tap puts one in the field, as typing it would.
 */
export function FieldCandidates({ label, candidates, disabled, onPick }: FieldCandidatesProps) {
  if (!candidates.length) return null;
  return (
    <Box
      role="group"
      aria-label={`${label}: suggestions`}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, mt: 0.5 }}
    >
      <Typography variant="caption" color="text.secondary">
        Did you mean
      </Typography>
      {candidates.map((c) => (
        <Chip
          key={c}
          label={c}
          size="small"
          variant="outlined"
          clickable
          disabled={disabled}
          onClick={() => onPick(c)}
          aria-label={`Use ${c} for ${label}`}
        />
      ))}
    </Box>
  );
}
