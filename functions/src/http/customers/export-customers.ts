import { customerRoutes } from '@bp/shared/api/routes/customers.ts';
import { CUSTOMER_CSV_COLUMNS } from '@bp/shared/contracts/customers.ts';
import { customerEntries, getCustomers } from '../../adapters/dynamodb/master-data/customers-repo.ts';
import { selectNamed } from '../../core/master-data/search-entries.ts';
import { writeCsv } from '../../lib/csv.ts';
import { textFile } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { exportFileName } from '../master-data/export-file-name.ts';

export const exportCustomers = handles(
  route(customerRoutes, 'exportCustomers'),
  async ({ query, caller }) => {
    const matches = selectNamed(await customerEntries(caller.companyId), query.search);
    const customers = await getCustomers(
      caller.companyId,
      matches.map((e) => e.id),
    );
    return textFile(
      writeCsv(CUSTOMER_CSV_COLUMNS, customers),
      'text/csv; charset=utf-8',
      exportFileName('customers'),
    );
  },
);
