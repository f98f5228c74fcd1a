import type { Material } from '@bp/shared/contracts/materials.ts';
import type { SubmissionKindSpec } from '@bp/shared/contracts/submissions/kind.ts';
import { DeleteOutlined } from '../../../../components/icons.tsx';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import type { ScreenRow, VerifyRows } from '../api/use-verify-rows.ts';
import { ROW_NEEDS_CORRECTION, type RowValues } from '../model/row-checks.ts';
import { unitRefusal } from '../model/unit-check.ts';
import type { ColumnDef, VerifyLayout } from '../model/verify-layout.ts';
import { FieldEditor } from './field-editor.tsx';

/** What the table and the cards share: the rows, their checks and what to do with them. */
export interface RowsViewProps {
  spec: SubmissionKindSpec;
  layout: VerifyLayout;
  rows: ScreenRow[];
  materials: Map<number, Material>;
  problemsOf: (row: ScreenRow) => string[];
  verified: ReadonlySet<string>;
  onToggle: (row: ScreenRow, on: boolean) => void;
  editor: VerifyRows;
}

export const rowName = (row: ScreenRow) => `row ${String(row.values.row_index ?? '')}`.trim();

/** The Verify toggle; disabled with 'Row requires correction' while a rule is broken. */
export function VerifyToggle({
  row,
  problems,
  checked,
  onToggle,
}: {
  row: ScreenRow;
  problems: string[];
  checked: boolean;
  onToggle: (on: boolean) => void;
}) {
  const blocked = row.id === null || problems.length > 0;
  const toggle = (
    <FormControlLabel
      label="Verify"
      control={
        <Switch
          color="success"
          checked={checked}
          disabled={blocked && !checked}
          onChange={(e) => onToggle(e.target.checked)}
          slotProps={{ input: { 'aria-label': `Verify ${rowName(row)}` } }}
        />
      }
    />
  );
  if (!blocked || checked) return toggle;
  return (
    <Tooltip title={row.id === null ? 'Saving...' : ROW_NEEDS_CORRECTION}>
      <span data-testid="verify-blocked">{toggle}</span>
    </Tooltip>
  );
}

export function RemoveRowButton({
  row,
  disabled,
  onRemove,
}: {
  row: ScreenRow;
  disabled: boolean;
  onRemove: () => void;
}) {
  return (
    <Tooltip title="Remove row">
      <span>
        <IconButton
          aria-label={`Remove ${rowName(row)}`}
          disabled={disabled || row.id === null}
          onClick={onRemove}
        >
          <DeleteOutlined />
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The rule a field breaks, or what submit would refuse of it, shown under it. */
const hintFor = (
  layout: VerifyLayout,
  field: string,
  problems: string[],
  row: RowValues,
  material: Material | undefined,
): string | null => {
  if (field === layout.roles.unit) return unitRefusal(layout, row, material);
  if (field === layout.roles.quantity)
    return (
      problems.find((p) => p === 'Quantity is required' || p === 'Must be greater than 0 to verify') ?? null
    );
  if (field === layout.roles.lot)
    return problems.find((p) => p === 'Required for traceable materials') ?? null;
  return null;
};

/** One cell's editor for a row. */
export function RowField({
  props,
  row,
  column,
  problems,
}: {
  props: RowsViewProps;
  row: ScreenRow;
  column: ColumnDef;
  problems: string[];
}) {
  const { spec, layout, materials, verified, editor } = props;
  const materialId = row.values[layout.roles.material];
  const material = typeof materialId === 'number' ? materials.get(materialId) : undefined;
  return (
    <FieldEditor
      field={column.field}
      kind={spec.row[column.field]}
      label={column.label}
      values={row.values}
      material={material}
      materialTypes={spec.rowMaterialTypes}
      disabled={verified.has(row.key) || row.id === null}
      hint={hintFor(layout, column.field, problems, row.values, material)}
      onSave={(body) => editor.saveField(row, body)}
      onChooseRef={(field, id) => editor.chooseRef(row, field, id)}
      scanLot={
        column.field === layout.roles.lot
          ? {
              material:
                typeof materialId === 'number'
                  ? { id: materialId, name: materials.get(materialId)?.name ?? `#${materialId}` }
                  : null,
              materialField: layout.roles.material,
            }
          : undefined
      }
    />
  );
}
