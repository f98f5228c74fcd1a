import Chip from '@mui/material/Chip';

/**
 * Archive texts and outlines use the warning colour's dark shade: the theme's warning.main is
 * too light for text on white and on the archived rows' tint (axe color-contrast, WCAG AA).
 */
export const archiveTextSx = { color: 'warning.dark', borderColor: 'warning.dark' } as const;

/** 'Archived', beside a name in a list row or an edit screen's heading. */
export function ArchivedChip() {
  return (
    <Chip
      component="span"
      label="Archived"
      size="small"
      color="warning"
      variant="outlined"
      sx={archiveTextSx}
    />
  );
}
