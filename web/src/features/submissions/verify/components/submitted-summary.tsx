import type { SubmissionKindSpec } from '@bp/shared/contracts/submissions/kind.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataTable, type Column } from '../../../../components/data-table/data-table.tsx';
import { PrintLabelsButton } from '../../../../components/labels/print-labels-button.tsx';
import { labelLots } from '../model/label-lots.ts';
import type { ScreenKind } from '../../model/screen-kinds.ts';
import type { ScreenRow } from '../api/use-verify-rows.ts';
import type { RowValues } from '../model/row-checks.ts';
import type { VerifyLayout } from '../model/verify-layout.ts';

/** A field for reading: a ref's name, a quantity or text as saved. */
const shown = (spec: SubmissionKindSpec['row'], field: string, values: RowValues): string => {
  const kind = spec[field];
  const value = kind?.type === 'ref' ? values[kind.name] : values[field];
  return value === null || value === undefined ? '' : String(value);
};

interface SubmittedSummaryProps {
  kind: ScreenKind;
  layout: VerifyLayout;
  header: RowValues;
  rows: ScreenRow[];
  /** Just submitted here: the green banner above the details. */
  justSubmitted: boolean;
}

/** After submitting (or opening a verified submission): the read-only details. */
export function SubmittedSummary({ kind, layout, header, rows, justSubmitted }: SubmittedSummaryProps) {
  const { spec } = kind;
  const columns: Column<ScreenRow>[] = layout.columns
    .filter((c) => c.field !== 'type')
    .map((c, i) => ({
      key: c.field,
      header: c.label,
      phone: i === 0 ? 'title' : 'detail',
      render: (row) => shown(spec.row, c.field, row.values),
    }));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {justSubmitted ? (
        <Alert severity="success" variant="filled">
          {kind.submittedText}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', flexGrow: 1 }}>
          {kind.detailsTitle}
        </Typography>
        {kind.name === 'shipment' ? null : (
          <PrintLabelsButton
            lots={labelLots(kind.name, header, rows)}
            label={kind.name === 'production' ? 'Print output lot labels' : 'Print lot labels'}
          />
        )}
      </Box>
      {layout.headerFields.length > 0 ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: 1 }}
          >
            {layout.headerFields.map((f) => (
              <Box key={f.field} sx={{ display: 'contents' }}>
                <Typography component="dt" sx={{ fontWeight: 600 }}>
                  {f.label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {shown(spec.header, f.field, header) || '-'}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      ) : null}
      <DataTable<ScreenRow>
        label={kind.detailsTitle}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.key}
        noun="rows"
        page={1}
        pageSize={Math.max(rows.length, 1)}
        total={rows.length}
        onPageChange={() => undefined}
        summaryOnOnePage={false}
      />
    </Box>
  );
}
