import ExcelJS from 'exceljs';

/**
 * One-sheet Excel workbooks (exceljs): a bold, frozen header row with filters, so the sheet is
 * sortable and filterable as it opens. Cells are written as text values, never as formulas.
 */
export const writeXlsx = async (
  sheetName: string,
  header: readonly string[],
  rows: readonly (readonly string[])[],
): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow([...header]).font = { bold: true };
  for (const row of rows) sheet.addRow([...row]);
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: header.length } };
  sheet.columns.forEach((column, i) => {
    const longest = Math.max(header[i]?.length ?? 0, ...rows.slice(0, 500).map((r) => r[i]?.length ?? 0));
    column.width = Math.min(60, Math.max(10, longest + 2));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
