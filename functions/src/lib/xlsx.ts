import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * One-sheet Excel workbooks (exceljs's streaming writer): a bold, frozen header row with filters,
 * so the sheet is sortable and filterable as it opens. Cells are written as text values, never as
 * formulas. Rows are streamed into `out` as they are added, so a large export is never built
 * whole in memory; column widths come from the first rows.
 */
export const streamXlsx = async (
  sheetName: string,
  header: readonly string[],
  rows: readonly (readonly string[])[],
  out: Writable,
): Promise<void> => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = header.map((_, i) => {
    const longest = Math.max(header[i]?.length ?? 0, ...rows.slice(0, 500).map((r) => r[i]?.length ?? 0));
    return { width: Math.min(60, Math.max(10, longest + 2)) };
  });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: header.length } };
  const head = sheet.addRow([...header]);
  head.font = { bold: true };
  head.commit();
  for (const row of rows) sheet.addRow([...row]).commit();
  sheet.commit();
  await workbook.commit();
};
