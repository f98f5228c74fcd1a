import type { Score } from './score.ts';

export interface Tally {
  pages: number;
  fields: number;
  fieldsRight: number;
  rows: number;
  rowsRight: number;
  extraRows: number;
}

export const emptyTally = (): Tally => ({
  pages: 0,
  fields: 0,
  fieldsRight: 0,
  rows: 0,
  rowsRight: 0,
  extraRows: 0,
});

export function add(t: Tally, s: Score): void {
  t.pages++;
  t.fields += s.fields;
  t.fieldsRight += s.fieldsRight;
  t.rows += s.rows;
  t.rowsRight += s.rowsRight;
  t.extraRows += s.extraRows;
}

export const pct = (right: number, all: number): string =>
  all ? `${((100 * right) / all).toFixed(1)}%` : '-';

export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function printTable(title: string, rows: [string, Tally][]): void {
  console.log(`\n${title}`);
  console.log('| group | pages | fields right | rows fully right |');
  console.log('|---|---|---|---|');
  for (const [name, t] of rows)
    console.log(
      `| ${name} | ${t.pages} | ${pct(t.fieldsRight, t.fields)} (${t.fieldsRight}/${t.fields}) | ${pct(t.rowsRight, t.rows)} (${t.rowsRight}/${t.rows}) |`,
    );
}

/** Two sets' tallies of the same groups, side by side. */
export function printSideBySide(
  title: string,
  rows: [string, Tally | undefined, Tally | undefined][],
  [a, b] = ['tuning', 'held-out'],
): void {
  const cell = (t: Tally | undefined) =>
    t ? `${pct(t.fieldsRight, t.fields)} (${t.fieldsRight}/${t.fields}, ${t.pages} pages)` : '-';
  const rowsCell = (t: Tally | undefined) => (t ? pct(t.rowsRight, t.rows) : '-');
  console.log(`\n${title}`);
  console.log(`| group | ${a}: fields right | ${b}: fields right | ${a}: rows right | ${b}: rows right |`);
  console.log('|---|---|---|---|---|');
  for (const [name, a, b] of rows)
    console.log(`| ${name} | ${cell(a)} | ${cell(b)} | ${rowsCell(a)} | ${rowsCell(b)} |`);
}
