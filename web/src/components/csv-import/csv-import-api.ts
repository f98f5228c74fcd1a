import type { CsvImportBody } from '@bp/shared/contracts/csv-import.ts';
import type { MaterialType } from '@bp/shared/contracts/materials.ts';
import { api } from '../../lib/api-client/api.ts';
import { saveFile } from '../../lib/api-client/save-file.ts';
import { exportFileName, type CsvEntity } from './csv-entities.ts';

/** Each list's import and export routes; a changed route or contract is a type error here. */
const csvCalls = {
  materials: {
    preview: (body: CsvImportBody) => api.call('previewMaterialImport', { body }),
    run: (body: CsvImportBody) => api.call('importMaterials', { body }),
    export: ({ material_type, ...query }: ExportQuery) =>
      api.download('exportMaterials', {
        query: { ...query, material_type: material_type && [material_type] },
      }),
  },
  suppliers: {
    preview: (body: CsvImportBody) => api.call('previewSupplierImport', { body }),
    run: (body: CsvImportBody) => api.call('importSuppliers', { body }),
    export: ({ search }: ExportQuery) => api.download('exportSuppliers', { query: { search } }),
  },
  customers: {
    preview: (body: CsvImportBody) => api.call('previewCustomerImport', { body }),
    run: (body: CsvImportBody) => api.call('importCustomers', { body }),
    export: ({ search }: ExportQuery) => api.download('exportCustomers', { query: { search } }),
  },
} satisfies Record<CsvEntity, unknown>;

/** The list's filters, as its export takes them (no paging); only materials filter by type and archive. */
export interface ExportQuery {
  search?: string;
  material_type?: MaterialType;
  include_archived?: boolean;
  product_group?: string;
}

/** Every row checked, nothing written (400 for a file that cannot be read at all). */
export const previewCsvImport = (entity: CsvEntity, body: CsvImportBody) => csvCalls[entity].preview(body);

/** All rows or none (400 while any row is invalid). */
export const runCsvImport = (entity: CsvEntity, body: CsvImportBody) => csvCalls[entity].run(body);

/** Same filters as the list, no paging, saved as a file. */
export const exportCsv = async (entity: CsvEntity, query: ExportQuery = {}): Promise<void> => {
  saveFile(await csvCalls[entity].export(query), exportFileName(entity));
};
