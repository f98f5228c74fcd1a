import { importPreview, importResult, type CsvImportBody } from '@bp/shared/contracts/csv-import.ts';
import { api, apiDownload, saveFile } from '../../lib/api-client.ts';
import { CSV_ENTITIES, exportFileName, type CsvEntity } from './csv-entities.ts';

/** POST /api/{entity}/import/preview: every row checked, nothing written (400 for a file that cannot be read at all). */
export const previewCsvImport = (entity: CsvEntity, body: CsvImportBody) =>
  api.post(`${CSV_ENTITIES[entity].path}/import/preview`, body, { schema: importPreview });

/** POST /api/{entity}/import: all rows or none (400 while any row is invalid). */
export const runCsvImport = (entity: CsvEntity, body: CsvImportBody) =>
  api.post(`${CSV_ENTITIES[entity].path}/import`, body, { schema: importResult });

export type ExportQuery = Record<string, string | number | boolean | null | undefined>;

/** GET /api/{entity}/export (same filters as the list, no paging), saved as a file. */
export const exportCsv = async (entity: CsvEntity, query?: ExportQuery): Promise<void> => {
  const file = await apiDownload(`${CSV_ENTITIES[entity].path}/export`, query);
  saveFile(file, exportFileName(entity));
};
