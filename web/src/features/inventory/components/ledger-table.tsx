import { INVENTORY_PAGE_SIZES } from '@bp/shared/contracts/inventory.ts';
import {
  type LedgerTransaction,
  ledgerMessages,
  submissionTypeLabel,
  TXN_TYPE_COLOURS,
  TXN_TYPE_LABELS,
} from '@bp/shared/contracts/ledger.ts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/data-table/data-table.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useLedger } from '../api/ledger.ts';
import { dateTime, qty, recordedDate } from './quantity-text.ts';

const BADGE: Record<string, string> = {
  green: '#2e7d32',
  red: '#c62828',
  blue: '#1565c0',
  orange: '#ef6c00',
  purple: '#6a1b9a',
};

const columns: Column<LedgerTransaction>[] = [
  { key: 'created_at', header: 'Submitted Date', render: (t) => dateTime(t.created_at) },
  { key: 'recorded_at', header: 'Recorded Date', render: (t) => recordedDate(t.recorded_at) },
  {
    key: 'txn_type',
    header: 'Transaction Type',
    render: (t) => (
      <Chip
        size="small"
        label={TXN_TYPE_LABELS[t.txn_type]}
        sx={{ bgcolor: BADGE[TXN_TYPE_COLOURS[t.txn_type]], color: '#fff' }}
      />
    ),
  },
  {
    key: 'qty_delta',
    header: 'Quantity Delta',
    align: 'right',
    render: (t) => (
      <Typography
        variant="body2"
        sx={{ color: t.qty_delta >= 0 ? 'success.main' : 'error.main', fontWeight: 500 }}
      >
        {t.qty_delta > 0 ? `+${qty(t.qty_delta)}` : qty(t.qty_delta)}
      </Typography>
    ),
  },
  { key: 'lot_code', header: 'Lot Code' },
  {
    key: 'submission',
    header: 'Submission Type',
    render: (t) => submissionTypeLabel(t.submission?.submission_type),
  },
  {
    key: 'user',
    header: 'User',
    render: (t) => [t.user.first_name, t.user.last_name].filter(Boolean).join(' ') || t.user.email,
  },
  // The note typed with an adjustment (issue 21 item 6), an expired lot's shipping override.
  { key: 'note', header: 'Note', render: (t) => t.note },
  {
    key: 'actions',
    header: 'Actions',
    // Download only for transcription submissions that have a photo; the download call comes with issue 11.
    render: (t) =>
      t.submission?.submission_type === 'transcription' && t.submission.photo_id ? 'Download' : null,
  },
];

/** The ledger table of the lot screens (spec 001 section 2), 20 per page. */
export function LedgerTable({ materialId, lotId }: { materialId: number; lotId?: number }) {
  const [page, setPage] = useState(1);
  const pageSize = INVENTORY_PAGE_SIZES.ledger;
  const ledger = useLedger(materialId, { page, page_size: pageSize, lot_id: lotId });
  return (
    <Box component="section" sx={{ mt: 4 }}>
      <Typography variant="h2" sx={{ mb: 2 }}>
        Inventory ledger history
      </Typography>
      <DataTable
        label="Inventory ledger history"
        columns={columns}
        rows={ledger.data?.items ?? []}
        rowKey={(t) => t.id}
        noun="transactions"
        page={page}
        pageSize={pageSize}
        total={ledger.data?.total ?? 0}
        onPageChange={setPage}
        loading={ledger.isPending}
        error={ledger.error ? errorText(ledger.error) : null}
        empty={
          <Box sx={{ py: 3, textAlign: 'center' }}>
            <Typography>{ledgerMessages.emptyTitle}</Typography>
            <Typography sx={{ color: 'text.secondary' }}>{ledgerMessages.emptyHint}</Typography>
          </Box>
        }
      />
    </Box>
  );
}
