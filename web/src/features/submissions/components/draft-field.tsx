import type { Customer } from '@bp/shared/contracts/customers.ts';
import type { Material, MaterialType } from '@bp/shared/contracts/materials.ts';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ScanLotButton } from '../../../components/scanning/scan-lot-button.tsx';
import type { ScanFill } from '../../../lib/scanning/resolve-scan.ts';
import { CustomerPicker } from '../../../components/pickers/customer-picker.tsx';
import { MaterialPicker } from '../../../components/pickers/material-picker.tsx';
import { StockLotPicker } from '../../../components/pickers/stock-lot-picker.tsx';
import { SupplierPicker } from '../../../components/pickers/supplier-picker.tsx';
import { refOf, textOf, type DraftValue } from '../model/manual-draft.ts';
import type { UiField } from '../model/manual-layout.ts';

export interface DraftFieldProps {
  field: UiField;
  value: DraftValue | undefined;
  onChange: (value: DraftValue) => void;
  /** The value is final: a picker's choice, or a box left (blur) or confirmed (Enter). */
  onCommit?: (value: DraftValue) => void;
  /** The whole material chosen (its unit and type fill other fields). */
  onMaterial?: (material: Material) => void;
  error?: string;
  /** A row still being created on the server takes no input yet. */
  disabled?: boolean;
  /** Row fields carry the row in their accessible name ('Quantity, row 2'). */
  ariaSuffix?: string;
  materialTypes?: readonly MaterialType[];
  /** The type a material quick-created here gets. */
  createType?: MaterialType;
  /** A lot code field: a scan button fills it (and its row's material) from a label. */
  scan?: { material: { id: number; name: string } | null; onFill: (fill: ScanFill) => void };
  /** A stock-lot field's material (its row's): the lots offered are that material's in stock. */
  lotMaterialId?: number | null;
  /** A stock-lot field may offer expired lots (a shipment, with its override reason). */
  allowExpired?: boolean;
}

/** One declared field as the manual screens enter it: a picker for refs, a box for the rest. */
export function DraftField({
  field,
  value,
  onChange,
  onCommit,
  onMaterial,
  error,
  ariaSuffix,
  disabled,
  scan,
  ...rest
}: DraftFieldProps) {
  // What the last scan said about its lot (unknown, another material's, held): shown at once.
  const [scanNote, setScanNote] = useState<string | null>(null);
  // The same button beside a picker and inside a text box.
  const scanButton = scan ? (
    <ScanLotButton
      material={scan.material}
      ariaSuffix={ariaSuffix}
      disabled={disabled}
      onScanned={(fill) => {
        setScanNote(fill.warning);
        scan.onFill(fill);
      }}
      onProblem={setScanNote}
    />
  ) : null;
  const common = {
    disabled,
    label: field.label,
    required: Boolean(field.required),
    error: Boolean(error),
    helperText: error,
    variant: 'field' as const,
  };
  const label = ariaSuffix ? `${field.label}, ${ariaSuffix}` : field.label;
  switch (field.input) {
    case 'material':
      return (
        <MaterialPicker
          {...common}
          label={label}
          value={refOf(value)}
          materialTypes={rest.materialTypes}
          createType={rest.createType}
          onChange={(m: Material | null) => {
            const chosen = m ? { id: m.id, name: m.name } : null;
            onChange(chosen);
            onCommit?.(chosen);
            if (m) onMaterial?.(m);
          }}
        />
      );
    case 'supplier':
      return (
        <SupplierPicker
          {...common}
          label={label}
          value={refOf(value)}
          onChange={(s) => {
            const chosen = s ? { id: s.id, name: s.name } : null;
            onChange(chosen);
            onCommit?.(chosen);
          }}
        />
      );
    case 'stock-lot':
      return (
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <StockLotPicker
              materialId={rest.lotMaterialId ?? null}
              allowExpired={rest.allowExpired}
              label={field.label}
              ariaLabel={label}
              required={common.required}
              error={error}
              disabled={disabled}
              value={textOf(value)}
              onChange={(v) => {
                setScanNote(null);
                onChange(v);
              }}
              onCommit={onCommit}
            />
            {scanNote ? (
              <Typography variant="caption" role="status" sx={{ color: 'warning.dark' }}>
                {scanNote}
              </Typography>
            ) : null}
          </Box>
          {scan ? <Box sx={{ pt: 0.5 }}>{scanButton}</Box> : null}
        </Box>
      );
    case 'customer':
      return (
        <CustomerPicker
          {...common}
          label={label}
          value={refOf(value)}
          onChange={(c: Customer | null) => {
            const chosen = c ? { id: c.id, name: c.name } : null;
            onChange(chosen);
            onCommit?.(chosen);
          }}
        />
      );
    default:
      return (
        <TextField
          label={field.label}
          required={common.required}
          disabled={disabled}
          error={common.error}
          helperText={error ?? scanNote ?? undefined}
          size="small"
          fullWidth
          type={field.input === 'date' ? 'date' : 'text'}
          value={textOf(value)}
          onChange={(e) => {
            setScanNote(null);
            onChange(e.target.value);
          }}
          onBlur={() => onCommit?.(textOf(value))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onCommit?.(textOf(value));
          }}
          slotProps={{
            htmlInput: {
              'aria-label': label,
              ...(field.input === 'quantity' ? { inputMode: 'decimal' } : {}),
            },
            inputLabel: field.input === 'date' ? { shrink: true } : undefined,
            input: scan
              ? {
                  endAdornment: <InputAdornment position="end">{scanButton}</InputAdornment>,
                }
              : undefined,
          }}
        />
      );
  }
}
