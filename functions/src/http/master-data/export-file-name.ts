/** `materials-2026-01-31.csv` */
export const exportFileName = (what: string, now = new Date()): string =>
  `${what}-${now.toISOString().slice(0, 10)}.csv`;
