import { EmptyState } from '../../../components/data-table/empty-state.tsx';
import { emptyStateOf, type MaterialsListState } from '../model/list-state.ts';

/**
 * 'No {kind} found matching "{search}"' or 'No archived/unarchived {kind} found' and its hint
 * (spec 000 section 2; the wording lives in shared/src/contracts/materials.ts).
 */
export function MaterialsEmptyState({ state }: { state: MaterialsListState }) {
  return <EmptyState {...emptyStateOf(state)} />;
}
