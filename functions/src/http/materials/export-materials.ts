import { materialRoutes } from '@bp/shared/api/routes/materials.ts';
import { MATERIAL_CSV_COLUMNS } from '@bp/shared/contracts/materials.ts';
import { getMaterials, materialEntries } from '../../adapters/dynamodb/master-data/materials-repo.ts';
import { presentMaterials } from '../../core/master-data/materials.ts';
import { selectMaterials } from '../../core/master-data/search-entries.ts';
import { writeCsv } from '../../lib/csv.ts';
import { textFile } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { exportFileName } from '../master-data/export-file-name.ts';
import { materialPorts } from './material-ports.ts';

export const exportMaterials = handles(
  route(materialRoutes, 'exportMaterials'),
  async ({ query, caller }) => {
    const matches = selectMaterials(await materialEntries(caller.companyId), {
      search: query.search,
      types: query.material_type,
      includeArchived: query.include_archived,
    });
    const records = await getMaterials(
      caller.companyId,
      matches.map((e) => e.id),
    );
    const materials = await presentMaterials(materialPorts, caller.companyId, records);
    const csv = writeCsv(
      MATERIAL_CSV_COLUMNS,
      materials.map((m) => ({ ...m, default_supplier: m.default_supplier_name })),
    );
    return textFile(csv, 'text/csv; charset=utf-8', exportFileName('materials'));
  },
);
