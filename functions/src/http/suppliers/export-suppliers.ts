import { supplierRoutes } from '@bp/shared/api/routes/suppliers.ts';
import { SUPPLIER_CSV_COLUMNS } from '@bp/shared/contracts/suppliers.ts';
import { exportNamed } from '../../core/master-data/named-records.ts';
import { writeCsv } from '../../lib/csv.ts';
import { textFile } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { supplierPorts } from '../../wiring/suppliers.ts';
import { exportFileName } from '../master-data/export-file-name.ts';

export const exportSuppliers = handles(route(supplierRoutes, 'exportSuppliers'), async ({ query, caller }) =>
  textFile(
    writeCsv(SUPPLIER_CSV_COLUMNS, await exportNamed(supplierPorts, caller.companyId, query.search)),
    'text/csv; charset=utf-8',
    exportFileName('suppliers'),
  ),
);
