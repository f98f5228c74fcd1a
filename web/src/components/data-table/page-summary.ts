export interface PageSummary {
  /** 1-based index of the first row shown (0 when there are none). */
  from: number;
  to: number;
  pages: number;
}

/** "Showing {from} to {to} of {total}" and "Page {page} of {pages}" for a 1-based page. */
export const pageSummary = (page: number, pageSize: number, total: number): PageSummary => {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return { from: 0, to: 0, pages };
  const from = (page - 1) * pageSize + 1;
  return { from, to: Math.min(page * pageSize, total), pages };
};

/** The spec's wording: 'Showing X to Y of Z {noun}'. */
export const showingText = (page: number, pageSize: number, total: number, noun: string): string => {
  const { from, to } = pageSummary(page, pageSize, total);
  return `Showing ${from} to ${to} of ${total} ${noun}`;
};
