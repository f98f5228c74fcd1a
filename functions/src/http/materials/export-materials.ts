import { materialRoutes } from '@bp/shared/api/routes/materials.ts';
import { MATERIAL_CSV_COLUMNS } from '@bp/shared/contracts/materials.ts';
import { exportMaterials as select } from '../../core/master-data/material-queries.ts';
import { writeCsv } from '../../lib/csv.ts';
import { textFile } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { materialPorts } from '../../wiring/materials.ts';
import { exportFileName } from '../master-data/export-file-name.ts';

export const exportMaterials = handles(
  route(materialRoutes, 'exportMaterials'),
  async ({ query, caller }) => {
    const materials = await select(materialPorts, caller.companyId, query);
    const csv = writeCsv(
      MATERIAL_CSV_COLUMNS,
      materials.map((m) => ({ ...m, default_supplier: m.default_supplier_name })),
    );
    return textFile(csv, 'text/csv; charset=utf-8', exportFileName('materials'));
  },
);
