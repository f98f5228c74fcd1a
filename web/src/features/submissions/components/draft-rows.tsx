import type { Material } from '@bp/shared/contracts/materials.ts';
import { DeleteOutlined } from '../../../components/icons.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { api } from '../../../lib/api-client/api.ts';
import type { ScanFill } from '../../../lib/scanning/resolve-scan.ts';
import { type DraftRow, type DraftValue, refOf } from '../model/manual-draft.ts';
import type { ManualLayout } from '../model/manual-layout.ts';
import { DraftField } from './draft-field.tsx';

interface DraftRowsProps {
  layout: ManualLayout;
  rows: DraftRow[];
  errors: Record<string, string>[];
  onChange: (key: string, field: string, value: DraftValue) => void;
  onCommit: (key: string, field: string, value: DraftValue) => void;
  onMaterial: (key: string, material: Material) => void;
  onAdd: () => void;
  onRemove: (key: string) => void;
  disabled: boolean;
  /** What to say under a row, across its width (a goods receipt's supplier lot). */
  rowNote?: (row: DraftRow) => React.ReactNode;
}

/**
 * The manual screens' rows: one line of the kind's row fields each, a grid that is a table's
 * line at a desk and a card on a phone. Remove is disabled on the last row (spec 001 section 2).
 */
export function DraftRows({
  layout,
  rows,
  errors,
  onChange,
  onCommit,
  onMaterial,
  onAdd,
  onRemove,
  disabled,
  rowNote,
}: DraftRowsProps) {
  const columns = layout.rows.length;
  /** A scanned label fills the lot code, and the material when the row has none yet. */
  const fillFromScan = (row: DraftRow, fill: ScanFill) => {
    onChange(row.key, layout.row.lot, fill.lotCode);
    onCommit(row.key, layout.row.lot, fill.lotCode);
    if (!fill.material || refOf(row.values[layout.row.material])) return;
    const chosen = { id: fill.material.id, name: fill.material.name };
    onChange(row.key, layout.row.material, chosen);
    onCommit(row.key, layout.row.material, chosen);
    void api
      .call('getMaterial', { params: { id: chosen.id } })
      .then((material) => onMaterial(row.key, material))
      .catch(() => undefined);
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {rows.map((row, index) => (
        <Paper
          key={row.key}
          variant="outlined"
          role="group"
          aria-label={`Row ${index + 1}`}
          sx={{
            p: 1.5,
            display: 'grid',
            gap: 1.5,
            alignItems: 'start',
            gridTemplateColumns: {
              xs: '1fr auto',
              md: `repeat(${columns}, minmax(0, 1fr)) auto`,
            },
          }}
        >
          <Typography sx={{ display: { xs: 'block', md: 'none' }, fontWeight: 600, alignSelf: 'center' }}>
            Row {index + 1}
          </Typography>
          <IconButton
            aria-label={`Remove row ${index + 1}`}
            disabled={disabled || rows.length <= 1}
            onClick={() => onRemove(row.key)}
            sx={{ gridColumn: { xs: 2, md: columns + 1 }, gridRow: { xs: 1, md: 1 } }}
          >
            <DeleteOutlined />
          </IconButton>
          {layout.rows.map((field, col) => (
            <Box
              key={field.name}
              sx={{ gridColumn: { xs: '1 / -1', md: col + 1 }, gridRow: { md: 1 }, minWidth: 0 }}
            >
              <DraftField
                field={field}
                value={row.values[field.name]}
                error={errors[index]?.[field.name]}
                ariaSuffix={`row ${index + 1}`}
                disabled={row.id === null}
                materialTypes={layout.rowMaterialTypes}
                lotMaterialId={refOf(row.values[layout.row.material])?.id ?? null}
                allowExpired={layout.row.expiredLotsShippable === true}
                onChange={(value) => onChange(row.key, field.name, value)}
                onCommit={(value) => onCommit(row.key, field.name, value)}
                onMaterial={(m) => onMaterial(row.key, m)}
                scan={
                  field.name === layout.row.lot
                    ? {
                        material: refOf(row.values[layout.row.material]),
                        onFill: (fill) => fillFromScan(row, fill),
                      }
                    : undefined
                }
              />
            </Box>
          ))}
          {rowNote ? <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>{rowNote(row)}</Box> : null}
        </Paper>
      ))}
      <Box>
        <Button onClick={onAdd} disabled={disabled}>
          + Add Row
        </Button>
      </Box>
    </Box>
  );
}
