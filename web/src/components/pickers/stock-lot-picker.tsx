import { EXPIRY_KIND_LABELS, expiryMessages } from '@bp/shared/contracts/expiry.ts';
import type { MaterialLot } from '@bp/shared/contracts/lots.ts';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFefoLots } from '../../lib/reference-data/fefo-lots.ts';
import { LotMarks } from '../held-chip.tsx';
import { isExpired, pickable } from './lot-pickable.ts';
import { offlineHint } from './offline-hint.ts';

export interface StockLotPickerProps {
  /** The row's material: its lots in stock are offered (none before one is chosen). */
  materialId: number | null;
  value: string;
  onChange: (code: string) => void;
  /** The code is final: a lot chosen, or the box left or confirmed with Enter. */
  onCommit?: (code: string) => void;
  label: string;
  /** The accessible name (with the row: 'Lot Code, row 2'). */
  ariaLabel?: string;
  required?: boolean;
  error?: string;
  disabled?: boolean;
  /** A shipment may ship an expired lot with an override reason; production may not use one. */
  allowExpired?: boolean;
  /** An adjustment may correct a held lot (it is marked, and can be picked). */
  allowHeld?: boolean;
  /** Under a typed code that is not a lot in stock (default: production and shipment's words). */
  unknownHint?: string;
  /** The box's size: small in a row of fields, medium in a form of its own. */
  size?: 'small' | 'medium';
}

/** "12 kg · Use by 2026-12-01" (the unit is the material's, shown by the row's unit field). */
const describe = (lot: MaterialLot) =>
  [
    `${lot.quantity} on hand`,
    lot.expiry ? `${EXPIRY_KIND_LABELS[lot.expiry.kind]} ${lot.expiry.date}` : 'no date',
  ].join(' · ');

/**
 * A lot field that offers the material's lots in stock first-expired-first-out (their quantity,
 * date and hold), and still takes a typed code (a lot not in stock is posted as inconsistent).
 * Held lots are marked and cannot be chosen (but for an adjustment); expired ones are marked,
 * and cannot be chosen for production.
 */
export function StockLotPicker({
  materialId,
  value,
  onChange,
  onCommit,
  label,
  ariaLabel,
  required,
  error,
  disabled,
  allowExpired = false,
  allowHeld = false,
  unknownHint = 'Not a lot in stock: you will be asked before it is used',
  size = 'small',
}: StockLotPickerProps) {
  const [open, setOpen] = useState(false);
  const lots = useFefoLots(materialId, open || value !== '');
  const items = lots.data?.items ?? [];
  const known = items.find((l) => l.lot_code.toLowerCase() === value.trim().toLowerCase());
  const hint =
    materialId === null
      ? 'Choose the material first to see its lots'
      : value.trim() && lots.isSuccess && !known
        ? unknownHint
        : expiryMessages.fefo;
  const shownHint = offlineHint(hint, lots.data?.asOf);
  return (
    <Autocomplete
      freeSolo
      disabled={disabled}
      options={items}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      loading={lots.isFetching}
      filterOptions={(options, state) =>
        options.filter((l) => l.lot_code.toLowerCase().includes(state.inputValue.trim().toLowerCase()))
      }
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.lot_code)}
      getOptionDisabled={(l) => !pickable(l, { allowHeld, allowExpired })}
      inputValue={value}
      onInputChange={(_e, code, reason) => {
        if (reason !== 'reset' || code) onChange(code);
      }}
      onChange={(_e, chosen) => {
        if (chosen === null) return;
        const code = typeof chosen === 'string' ? chosen : chosen.lot_code;
        onChange(code);
        onCommit?.(code);
      }}
      renderOption={(props, lot) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
                  {lot.lot_code}
                </Typography>
                <LotMarks hold={lot.hold} unverifiedOrigin={lot.unverified_origin} />
                {isExpired(lot) && (
                  <Chip size="small" color="warning" variant="outlined" label="Expired" sx={{ ml: 1 }} />
                )}
              </Box>
              <Typography variant="caption" color="text.secondary">
                {describe(lot)}
              </Typography>
            </Box>
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          size={size}
          error={Boolean(error)}
          helperText={error ?? shownHint}
          onBlur={() => onCommit?.(value)}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': ariaLabel ?? label },
          }}
        />
      )}
    />
  );
}
