import {
  supplierLotJoinHint,
  supplierLotOtherHint,
  supplierLotRepeatTexts,
  supplierLotSplitHint,
} from '@bp/shared/contracts/supplier-lot-repeat.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useSupplierLotArrival } from '../api/supplier-lot-arrival.ts';

export interface SupplierLotNoteProps {
  materialId: number | null;
  supplierId: number | null;
  supplierLotCode: string;
  lotCode: string;
  /** The row keeps the supplier lot as a new lot of ours (split_supplier_lot). */
  split: boolean;
  disabled?: boolean;
  /** Sets the row's lot code (the earlier lot's). */
  onFill: (lotCode: string) => void;
  /** Sets the split; `clearLot`: the row's code is the earlier lot's, so it is cleared for a new one. */
  onSplit: (split: boolean, clearLot: boolean) => void;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Under a goods receipt row (issue 21 item 4): when the row's supplier lot arrived before as our
 * lot L, says so, fills a blank lot code with L (the submit would join it anyway), and offers to
 * keep it as a new lot instead (the split), or to add it to L again.
 */
export function SupplierLotNote(props: SupplierLotNoteProps) {
  const { materialId, supplierId, lotCode, split, disabled, onFill, onSplit } = props;
  const code = props.supplierLotCode.trim();
  const arrival = useSupplierLotArrival(
    materialId !== null && supplierId !== null && code !== ''
      ? { materialId, supplierId, supplierLotCode: code }
      : null,
  );
  const lot = code === '' ? null : (arrival.data?.lot ?? null);
  // Filled once per lot found: a code cleared afterwards on purpose is not filled again and again.
  const filled = useRef<string | null>(null);
  useEffect(() => {
    if (!lot || split || lotCode.trim() !== '' || disabled) return;
    const key = `${materialId}|${supplierId}|${code.toLowerCase()}|${lot.lot_id}`;
    if (filled.current === key) return;
    filled.current = key;
    onFill(lot.lot_code);
  }, [lot, split, lotCode, disabled, materialId, supplierId, code, onFill]);
  if (!lot) return null;

  const facts = { supplier_lot_code: code, lot_code: lot.lot_code, received_date: lot.received_date };
  const joins = lotCode.trim() === '' || same(lotCode, lot.lot_code);
  const text = split
    ? supplierLotSplitHint(facts)
    : joins
      ? supplierLotJoinHint(facts)
      : supplierLotOtherHint({ ...facts, row_lot_code: lotCode.trim() });
  const addTo = (
    <Button
      size="small"
      disabled={disabled}
      onClick={() => {
        if (split) onSplit(false, false);
        onFill(lot.lot_code);
      }}
    >
      {supplierLotRepeatTexts.addTo(lot.lot_code)}
    </Button>
  );
  const keepNew = (
    <Button size="small" disabled={disabled} onClick={() => onSplit(true, joins)}>
      {supplierLotRepeatTexts.keepNew}
    </Button>
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Typography
        role="status"
        variant="body2"
        sx={{ color: 'info.dark', overflowWrap: 'anywhere', flex: '1 1 16rem' }}
      >
        {text}
      </Typography>
      {split ? (
        addTo
      ) : joins ? (
        keepNew
      ) : (
        <>
          {keepNew}
          {addTo}
        </>
      )}
    </Box>
  );
}
