import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Typography from '@mui/material/Typography';
import { emptyStateOf, type MaterialsListState } from '../model/list-state.ts';

/**
 * 'No {kind} found matching "{search}"' or 'No archived/unarchived {kind} found' and its hint
 * (spec 000 section 2; the wording lives in shared/src/contracts/materials.ts).
 */
export function MaterialsEmptyState({ state }: { state: MaterialsListState }) {
  const { message, hint } = emptyStateOf(state);
  return (
    <>
      <Inventory2Outlined sx={{ fontSize: 40, color: 'text.disabled', mb: 1 }} aria-hidden="true" />
      <Typography variant="h6" component="p">
        {message}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{hint}</Typography>
    </>
  );
}
