/**
 * The list links to Add and Edit with the list's query string in the navigation state, so
 * Cancel, Save and 'Back to Materials' return to the same tab, search and page. Opened
 * directly (a bookmark, a reload), they return to the plain list.
 */
export const LIST_PATH = '/materials';

export interface ListReturnState {
  listSearch: string;
}

export const listHref = (navigationState: unknown): string => {
  if (navigationState && typeof navigationState === 'object' && 'listSearch' in navigationState) {
    const { listSearch } = navigationState;
    if (typeof listSearch === 'string' && (listSearch === '' || listSearch.startsWith('?')))
      return `${LIST_PATH}${listSearch}`;
  }
  return LIST_PATH;
};
