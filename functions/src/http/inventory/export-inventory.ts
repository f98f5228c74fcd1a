import { inventoryRoutes } from '@bp/shared/api/routes/inventory.ts';
import { INVENTORY_CSV_COLUMNS } from '@bp/shared/contracts/inventory.ts';
import { formatCsvQuantity } from './csv-quantity.ts';
import { writeCsv } from '../../lib/csv.ts';
import { textFile } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { exportFileName } from '../master-data/export-file-name.ts';
import { inventoryItems } from '../../core/inventory/stock-list.ts';
import { inventoryReadPorts } from '../../wiring/inventory.ts';

export const exportInventory = handles(
  route(inventoryRoutes, 'exportInventory'),
  async ({ query, caller }) => {
    const { items } = await inventoryItems(inventoryReadPorts, caller.companyId, { search: query.search });
    const csv = writeCsv(
      INVENTORY_CSV_COLUMNS,
      items.map((i) => ({ ...i, quantity_on_hand: formatCsvQuantity(i.quantity_on_hand) })),
    );
    return textFile(csv, 'text/csv; charset=utf-8', exportFileName('inventory'));
  },
);
