import { supplierRoutes } from '@bp/shared/api/routes/suppliers.ts';
import { SUPPLIER_CSV_COLUMNS } from '@bp/shared/contracts/suppliers.ts';
import { getSuppliers, supplierEntries } from '../../adapters/dynamodb/master-data/suppliers-repo.ts';
import { selectNamed } from '../../core/master-data/search-entries.ts';
import { writeCsv } from '../../lib/csv.ts';
import { textFile } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { exportFileName } from '../master-data/export-file-name.ts';

export const exportSuppliers = handles(
  route(supplierRoutes, 'exportSuppliers'),
  async ({ query, caller }) => {
    const matches = selectNamed(await supplierEntries(caller.companyId), query.search);
    const suppliers = await getSuppliers(
      caller.companyId,
      matches.map((e) => e.id),
    );
    return textFile(
      writeCsv(SUPPLIER_CSV_COLUMNS, suppliers),
      'text/csv; charset=utf-8',
      exportFileName('suppliers'),
    );
  },
);
