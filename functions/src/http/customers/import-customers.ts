import { customerRoutes } from '@bp/shared/api/routes/customers.ts';
import { runImport } from '../../core/master-data/run-import.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { importAnswer } from '../master-data/import-answer.ts';
import { customerImportSpec, customerImportStore } from '../../wiring/customers.ts';

export const importCustomers = handles(route(customerRoutes, 'importCustomers'), async ({ body, caller }) =>
  importAnswer(
    await runImport(
      customerImportSpec,
      customerImportStore,
      caller.companyId,
      body,
      new Date().toISOString(),
    ),
  ),
);
