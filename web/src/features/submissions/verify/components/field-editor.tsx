import { MATERIAL_TYPE_LABELS, type Material, type MaterialType } from '@bp/shared/contracts/materials.ts';
import type { FieldKind } from '@bp/shared/contracts/submissions/fields.ts';
import Typography from '@mui/material/Typography';
import { CustomerPicker } from '../../../../components/pickers/customer-picker.tsx';
import { MaterialPicker } from '../../../../components/pickers/material-picker.tsx';
import { SupplierPicker } from '../../../../components/pickers/supplier-picker.tsx';
import { fieldConfidence, isLowConfidence, type FieldBody, type RowValues } from '../model/row-checks.ts';
import { fieldCandidates } from '../model/candidates.ts';
import { DraftInput } from './draft-input.tsx';
import { FieldCandidates } from './field-candidates.tsx';

export interface FieldEditorProps {
  field: string;
  /** The declared kind; undefined for the derived 'type' column. */
  kind: FieldKind | undefined;
  label: string;
  values: RowValues;
  /** The row's material, for the Type column. */
  material?: Material;
  materialTypes?: readonly MaterialType[];
  disabled: boolean;
  /** A rule the field breaks ('Must be greater than 0 to verify'), shown under it. */
  hint?: string | null;
  onSave: (body: FieldBody) => void;
  /** A ref was chosen (the caller may apply it to other rows). */
  onChooseRef: (field: string, id: number | null) => void;
  /** The row's lot code field: a scan fills it, and the row's material when it has none. */
  scanLot?: { material: { id: number; name: string } | null; materialField: string };
}

const asText = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** A quantity as the API takes it: a number, or null for an empty input. */
const parseQuantity = (text: string): { value: number | null } | { error: string } => {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  const n = Number(trimmed);
  return Number.isFinite(n) ? { value: n } : { error: 'Enter a valid number' };
};

/**
 * One field of a row or header, edited the way its declared kind says: refs with their picker
 * (display, editing, creating, unrecognised with Fix), quantities, dates and text as inputs that
 * save on blur or Enter.
 */
export function FieldEditor(props: FieldEditorProps) {
  const { field, kind, label, values, disabled, onSave, onChooseRef } = props;
  const confidence = fieldConfidence(values, field);
  const highlight = isLowConfidence(values, field)
    ? `Low confidence (${Math.round((confidence ?? 0) * 100)}%): check against the original`
    : null;

  if (!kind) {
    const type = (values.material_type as MaterialType | null | undefined) ?? props.material?.material_type;
    return <Typography variant="body2">{type ? MATERIAL_TYPE_LABELS[type] : '-'}</Typography>;
  }

  if (kind.type === 'ref') {
    const id = typeof values[field] === 'number' ? (values[field] as number) : null;
    const name = asText(values[kind.name]);
    const common = {
      label,
      variant: 'inline' as const,
      disabled,
      value: id === null ? null : { id, name: name || `#${id}` },
      rawText: name || null,
      recognised: kind.recognised ? id !== null && values[kind.recognised] !== false : id !== null,
    };
    const choose = (record: { id: number } | null) => onChooseRef(field, record ? record.id : null);
    if (kind.entity === 'supplier') return <SupplierPicker {...common} onChange={choose} />;
    if (kind.entity === 'customer') return <CustomerPicker {...common} onChange={choose} />;
    return <MaterialPicker {...common} materialTypes={props.materialTypes} onChange={choose} />;
  }

  const saved = asText(values[field]);
  if (kind.type === 'quantity') {
    return (
      <DraftInput
        label={label}
        saved={saved}
        type="quantity"
        disabled={disabled}
        hint={props.hint}
        highlight={highlight}
        onCommit={(text) => {
          const parsed = parseQuantity(text);
          if ('error' in parsed) return parsed.error;
          onSave({ [field]: parsed.value });
          return null;
        }}
      />
    );
  }
  const scanLot = props.scanLot;
  const input = (
    <DraftInput
      scan={
        scanLot
          ? {
              material: scanLot.material,
              onFill: (fill) => {
                if (fill.material && !scanLot.material) onChooseRef(scanLot.materialField, fill.material.id);
              },
            }
          : undefined
      }
      label={label}
      saved={kind.type === 'date' ? saved.slice(0, 10) : saved}
      type={kind.type === 'date' ? 'date' : 'text'}
      disabled={disabled}
      hint={props.hint}
      highlight={highlight}
      onCommit={(text) => {
        onSave({ [field]: text.trim() === '' ? null : text });
        return null;
      }}
    />
  );
  const candidates = fieldCandidates(values, field);
  if (!candidates.length) return input;
  return (
    <div>
      {input}
      <FieldCandidates
        label={label}
        candidates={candidates}
        disabled={disabled}
        onPick={(value) => onSave({ [field]: value })}
      />
    </div>
  );
}
