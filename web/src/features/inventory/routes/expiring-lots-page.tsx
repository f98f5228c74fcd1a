import { EXPIRING_WINDOWS, EXPIRY_KIND_LABELS, type ExpiringLot } from '@bp/shared/contracts/expiry.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Column } from '../../../components/data-table/column.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { LotMarks } from '../../../components/held-chip.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useExpiringLots } from '../api/expiry.ts';
import { qty } from '../components/quantity-text.ts';

const PAGE = 25;

const daysText = (d: number) => (d < 0 ? `expired ${-d} days ago` : d === 0 ? 'today' : `in ${d} days`);

const columns: Column<ExpiringLot>[] = [
  {
    key: 'lot_code',
    header: 'Lot',
    phone: 'title',
    render: (l) => (
      <>
        <Link to={`/inventory/${l.material_id}/lots/${l.lot_id}`}>{l.lot_code}</Link>
        <LotMarks hold={l.hold} unverifiedOrigin={l.unverified_origin} />
      </>
    ),
  },
  { key: 'material_name', header: 'Material' },
  {
    key: 'expiry',
    header: 'Date',
    render: (l) => `${EXPIRY_KIND_LABELS[l.expiry.kind]} ${l.expiry.date}`,
  },
  {
    key: 'days_left',
    header: 'Expires',
    render: (l) => (
      <Box component="span" sx={{ color: l.days_left < 0 ? 'error.main' : undefined }}>
        {daysText(l.days_left)}
      </Box>
    ),
  },
  {
    key: 'quantity',
    header: 'On hand',
    align: 'right',
    render: (l) => `${qty(l.quantity)} ${l.unit_of_measure}`,
  },
];

/** /inventory/expiring: lots still in stock whose date falls within 30, 60 or 90 days (expired ones first). */
export function ExpiringLotsPage() {
  const [days, setDays] = useState<30 | 60 | 90>(30);
  const [page, setPage] = useState(1);
  const list = useExpiringLots(days);
  const items = list.data?.items ?? [];
  return (
    <>
      <PageHeader
        title="Expiring lots"
        subtitle="Lots still in stock by use-by or best-before date. Expired lots are held automatically, not hidden."
        actions={
          <Button component={Link} to="/inventory">
            Back to Inventory
          </Button>
        }
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={days}
        aria-label="Expiring within"
        onChange={(_e, value: 30 | 60 | 90 | null) => {
          if (value) {
            setDays(value);
            setPage(1);
          }
        }}
        sx={{ mb: 2 }}
      >
        {EXPIRING_WINDOWS.map((d) => (
          <ToggleButton key={d} value={d}>
            {d} days
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <DataTable
        label="Expiring lots"
        columns={columns}
        rows={items.slice((page - 1) * PAGE, page * PAGE)}
        rowKey={(l) => l.lot_id}
        noun="lots"
        page={page}
        pageSize={PAGE}
        total={items.length}
        onPageChange={setPage}
        loading={list.isPending}
        error={list.error ? "Couldn't load the expiring lots" : null}
        empty={
          <Typography sx={{ py: 3, textAlign: 'center' }}>
            No lot in stock expires within {days} days.
          </Typography>
        }
      />
    </>
  );
}
