import { customerRoutes } from '@bp/shared/api/routes/customers.ts';
import { CUSTOMER_CSV_COLUMNS } from '@bp/shared/contracts/customers.ts';
import { exportNamed } from '../../core/master-data/named-records.ts';
import { writeCsv } from '../../lib/csv.ts';
import { textFile } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { customerPorts } from '../../wiring/customers.ts';
import { exportFileName } from '../master-data/export-file-name.ts';

export const exportCustomers = handles(route(customerRoutes, 'exportCustomers'), async ({ query, caller }) =>
  textFile(
    writeCsv(CUSTOMER_CSV_COLUMNS, await exportNamed(customerPorts, caller.companyId, query.search)),
    'text/csv; charset=utf-8',
    exportFileName('customers'),
  ),
);
