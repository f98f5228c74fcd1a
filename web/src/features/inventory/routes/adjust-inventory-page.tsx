import { inventoryMessages } from '@bp/shared/contracts/inventory.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { UnknownLot } from '@bp/shared/contracts/unknown-lots.ts';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.tsx';
import { ScanLotButton } from '../../../components/scanning/scan-lot-button.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { ApiError, errorText } from '../../../lib/api-error.ts';
import { useMaterialWithOfflineCopy } from '../../../lib/reference-data/get-material.ts';
import { useOutboxOwner } from '../../../lib/outbox/outbox-owner.ts';
import { QUEUED_TEXT } from '../../../lib/outbox/outbox-payloads.ts';
import { outbox } from '../../../lib/outbox/outbox-service.ts';
import { type AdjustPayload, useAdjustInventory } from '../api/adjust-inventory.ts';
import { adjustFormValues, useAdjustFix } from '../api/use-adjust-fix.ts';
import { UnknownLotsDialog } from '../../../components/unknown-lots-dialog.tsx';
import { unknownLotsIn } from '../../../lib/unknown-lots.ts';
import { StockLotPicker } from '../../../components/pickers/stock-lot-picker.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { type AdjustFormErrors, validateAdjustForm } from '../model/adjust-form.ts';

/** /inventory/{materialId}/update: the Adjust Inventory form (spec 001 sections 2 and 5). */
export function AdjustInventoryPage() {
  const materialId = Number(useParams().materialId);
  const owner = useOutboxOwner();
  const material = useMaterialWithOfflineCopy(materialId, owner?.companyId ?? null);
  const { mutation: adjust, keyFor } = useAdjustInventory(materialId);
  const [queued, setQueued] = useState(false);
  const navigate = useNavigate();
  const [values, setValues] = useState({ qty: '', lotCode: '', note: '', usage: false });
  // A usage refused because its lot is not in stock: the lots to ask about, and what to resend.
  const [unknown, setUnknown] = useState<{ lots: UnknownLot[]; payload: AdjustPayload } | null>(null);
  const [errors, setErrors] = useState<AdjustFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [scanNote, setScanNote] = useState<string | null>(null);
  // "Open to fix" from the Outbox: the refused change, filled in, goes back in its place.
  const fix = useAdjustFix(materialId);
  const [fixing, setFixing] = useState<{ seq: number; reason: string | null } | null>(null);
  // Taken once, when the outbox is read (React's "adjust state while rendering", not an effect).
  if (fix.entry && !fixing) {
    setFixing({ seq: fix.entry.seq, reason: fix.entry.reason });
    setValues(adjustFormValues(fix.entry));
  }

  if (material.isPending) return <PageLoading />;
  if (material.error) {
    return material.error instanceof ApiError && material.error.status === 404 ? (
      <LoadError
        title={inventoryMessages.materialMissingTitle}
        text={inventoryMessages.materialMissingText}
        back="/inventory"
      />
    ) : (
      <LoadError
        title={inventoryMessages.materialLoadErrorTitle}
        text={inventoryMessages.materialLoadErrorText}
        back="/inventory"
      />
    );
  }
  const m = material.data;

  const keep = async (payload: AdjustPayload) => {
    try {
      if (!owner) throw new Error('Sign in again to keep this on the device: the session names no user');
      const lot = payload.lot_code ? `, lot ${payload.lot_code}` : '';
      const entryPayload = {
        materialId,
        body: payload,
        summary: `${m.name}: ${payload.qty_delta > 0 ? '+' : ''}${payload.qty_delta} ${m.unit_of_measure}${lot}`,
        openPath: `/inventory/${materialId}/update`,
      };
      if (fixing) await outbox.retryAfterEdit(fixing.seq, entryPayload, owner.userId);
      else await outbox.queue({ kind: 'adjust', ...owner, clientId: keyFor(payload), payload: entryPayload });
      setQueued(true);
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  const send = (payload: AdjustPayload) =>
    adjust.mutate(payload, {
      onSuccess: () => void navigate('/inventory'),
      onError: (error) => {
        const lots = unknownLotsIn(error);
        if (lots) return setUnknown({ lots, payload });
        setFailure(
          error instanceof ApiError && error.serverMessage
            ? error.serverMessage
            : inventoryMessages.adjustFailed,
        );
      },
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateAdjustForm(values, m.traceable);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    setFailure(null);
    const payload: AdjustPayload = { ...checked.payload, txn_reason: values.usage ? 'usage' : 'adjustment' };
    // Without a network the change is kept in the outbox under its key (issue 23). A lost answer
    // while online keeps the form and its key instead: Save again replays it.
    // A fixed outbox entry goes back through the outbox, in its place in the order.
    if (!navigator.onLine || fixing) {
      void keep(payload);
      return;
    }
    send(payload);
  };

  return (
    <>
      <PageHeader
        title="Adjust Inventory"
        subtitle={`${m.name} (${m.unit_of_measure})`}
        actions={
          <Button component={Link} to="/inventory">
            Back to Inventory
          </Button>
        }
      />
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 520 }}>
        {fixing && !queued ? (
          <Alert severity="info">Fixing an outbox entry: {fixing.reason ?? 'refused by the server'}</Alert>
        ) : null}
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        {queued ? (
          <Alert severity="warning" role="status">
            {QUEUED_TEXT}. It is sent as soon as the network allows; see the Outbox.
          </Alert>
        ) : null}
        <TextField
          select
          label="Type"
          value={values.usage ? 'usage' : 'adjustment'}
          onChange={(e) => setValues({ ...values, usage: e.target.value === 'usage' })}
          helperText={
            values.usage
              ? 'Stock used outside a production record: refused on a held lot'
              : 'A correction: a count, a loss, a move'
          }
        >
          <MenuItem value="adjustment">Adjustment</MenuItem>
          <MenuItem value="usage">Usage</MenuItem>
        </TextField>
        <TextField
          label="Quantity change"
          type="number"
          required
          value={values.qty}
          onChange={(e) => setValues({ ...values, qty: e.target.value })}
          error={Boolean(errors.qty)}
          helperText={errors.qty ?? 'Positive adds stock, negative removes it'}
          slotProps={{ htmlInput: { step: 0.001 } }}
        />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <StockLotPicker
              materialId={materialId}
              label="Lot code"
              required={m.traceable}
              error={errors.lotCode}
              allowExpired
              allowHeld
              size="medium"
              unknownHint={
                values.usage
                  ? 'Not a lot in stock: you will be asked before it is used'
                  : 'Not a lot in stock: the adjustment posts to the lot with this code'
              }
              value={values.lotCode}
              onChange={(lotCode) => {
                setScanNote(null);
                setValues((v) => ({ ...v, lotCode }));
              }}
            />
            {scanNote ? (
              <Typography variant="body2" role="status" sx={{ color: 'warning.dark', mt: 0.5 }}>
                {scanNote}
              </Typography>
            ) : null}
          </Box>
          <Box sx={{ pt: 1.5 }}>
            <ScanLotButton
              material={{ id: m.id, name: m.name }}
              onScanned={(fill) => {
                setValues((v) => ({ ...v, lotCode: fill.lotCode }));
                setScanNote(fill.warning);
              }}
              onProblem={setScanNote}
            />
          </Box>
        </Box>
        <TextField
          label="Note"
          multiline
          minRows={2}
          value={values.note}
          onChange={(e) => setValues({ ...values, note: e.target.value })}
        />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained" disabled={adjust.isPending || queued}>
            Save Adjustment
          </Button>
          <Button component={Link} to="/inventory">
            Cancel
          </Button>
        </Box>
        {adjust.isPending ? <Typography sx={{ color: 'text.secondary' }}>Saving...</Typography> : null}
        {adjust.error && !failure && !unknown ? (
          <Alert severity="error">{errorText(adjust.error)}</Alert>
        ) : null}
      </Box>
      <UnknownLotsDialog
        lots={unknown?.lots ?? null}
        busy={adjust.isPending}
        onCancel={() => {
          setUnknown(null);
          adjust.reset();
        }}
        onConfirm={() => {
          if (!unknown) return;
          setUnknown(null);
          send({ ...unknown.payload, confirm_unknown_lot: true });
        }}
      />
    </>
  );
}
