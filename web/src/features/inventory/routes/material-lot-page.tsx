import { LOT_ORIGIN_LABELS, lotMessages } from '@bp/shared/contracts/lots.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { holdMessages, holdSummary } from '@bp/shared/contracts/holds.ts';
import Alert from '@mui/material/Alert';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { PrintLabelsButton } from '../../../components/labels/print-labels-button.tsx';
import { useMaterialLot } from '../api/lots.ts';
import { useMaterial } from '../../../lib/reference-data/get-material.ts';
import { LotReceipts } from '../components/lot-receipts.tsx';
import { HeldChip, LotMarks } from '../../../components/held-chip.tsx';
import { ExpiryEditor } from '../components/expiry-editor.tsx';
import { HoldDialog } from '../components/hold-dialog.tsx';
import { HoldHistoryList } from '../components/hold-history.tsx';
import { LedgerTable } from '../components/ledger-table.tsx';
import { ReleaseDialog } from '../components/release-dialog.tsx';
import { LotCodeEditor } from '../components/lot-code-editor.tsx';
import { LotCodeHistory } from '../components/lot-code-history.tsx';
import { dateTime, qty } from '../components/quantity-text.ts';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
      {label}
    </Typography>
    <Box>{children}</Box>
  </Box>
);

/** /inventory/{materialId}/lots/{lotId}: Lot Information and the lot's ledger (spec 001 section 2). */
export function MaterialLotPage() {
  const params = useParams();
  const materialId = Number(params.materialId);
  const lotId = Number(params.lotId);
  const lot = useMaterialLot(materialId, lotId);
  const material = useMaterial(materialId);
  const [dialog, setDialog] = useState<'hold' | 'release' | null>(null);
  const back = (
    <Button component={Link} to={`/inventory/${materialId}/lots`}>
      Back to material lots
    </Button>
  );
  if (lot.isPending) return <PageLoading />;
  if (lot.error) {
    return (
      <>
        {back}
        <Typography role="alert" sx={{ mt: 2 }}>
          {lotMessages.notFound}
        </Typography>
      </>
    );
  }
  const l = lot.data;
  return (
    <>
      <PageHeader
        title={`Material Lot - ${l.lot_code}`}
        subtitle={material.data ? `${material.data.name} (${material.data.unit_of_measure})` : undefined}
        actions={
          <>
            {l.merged_into_lot_id === null ? (
              <PrintLabelsButton lots={[{ material_id: materialId, lot_code: l.lot_code }]} />
            ) : null}
            {back}
          </>
        }
      />
      <Paper sx={{ p: 2 }}>
        <Typography variant="h2" sx={{ mb: 2 }}>
          Lot Information
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Field label="Lot Code">
            <LotCodeEditor key={l.id} lot={l} />
          </Field>
          <Field label="Quantity">
            {qty(l.quantity)}
            {material.data ? ` ${material.data.unit_of_measure}` : ''}
            {l.hold ? ` ${holdMessages.onHand}` : ''}
            <HeldChip hold={l.hold} />
          </Field>
          <Field label="Use-by / best-before">
            <ExpiryEditor
              key={`${l.id}-${l.expiry?.date ?? ''}`}
              materialId={materialId}
              lotId={l.id}
              expiry={l.expiry}
              editable={l.merged_into_lot_id === null}
            />
          </Field>
          <Field label="Origin">
            {LOT_ORIGIN_LABELS[l.origin]}
            <LotMarks hold={null} unverifiedOrigin={l.unverified_origin} />
          </Field>
          <Field label="Registered">{dateTime(l.production_date)}</Field>
          {/* The first receipt's date as the paperwork says, not when it was typed (Registered). */}
          {l.received_date !== null ? <Field label="Received">{l.received_date}</Field> : null}
          {l.receipts.length ? (
            <Field label="Received from">
              <LotReceipts receipts={l.receipts} />
            </Field>
          ) : null}
          {l.merged_into_lot_id !== null ? (
            <Field label="Merged into">
              <Link to={`/inventory/${materialId}/lots/${l.merged_into_lot_id}`}>the surviving lot</Link>
            </Field>
          ) : null}
          {l.merged_codes.length ? <Field label="Merged codes">{l.merged_codes.join(', ')}</Field> : null}
        </Box>
      </Paper>
      <Paper sx={{ p: 2, mt: 2 }} component="section" aria-labelledby="lot-hold-heading">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Typography variant="h2" id="lot-hold-heading" sx={{ flexGrow: 1 }}>
            Hold
          </Typography>
          {l.merged_into_lot_id !== null ? null : l.hold ? (
            <Button variant="outlined" onClick={() => setDialog('release')}>
              Release
            </Button>
          ) : (
            <Button variant="outlined" color="error" onClick={() => setDialog('hold')}>
              Put on hold
            </Button>
          )}
        </Box>
        {l.hold ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            On hold: {holdSummary(l.hold)}. It cannot be used in production or shipped until it is released.
          </Alert>
        ) : null}
        <HoldHistoryList key={l.id} materialId={materialId} lotId={l.id} />
      </Paper>
      {l.merged_into_lot_id === null ? (
        <>
          <HoldDialog
            key={`hold-${l.id}-${dialog}`}
            lot={l}
            open={dialog === 'hold'}
            onClose={() => setDialog(null)}
          />
          <ReleaseDialog
            key={`release-${l.id}-${dialog}`}
            lot={l}
            open={dialog === 'release'}
            onClose={() => setDialog(null)}
          />
        </>
      ) : null}
      <LotCodeHistory lot={l} />
      <LedgerTable key={l.id} materialId={materialId} lotId={l.id} />
    </>
  );
}
