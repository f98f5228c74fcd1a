import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataTable, type Column } from '../../../components/data-table/data-table.tsx';
import { refOf, textOf, type Draft, type DraftValue } from '../model/manual-draft.ts';
import type { ManualLayout, UiField } from '../model/manual-layout.ts';

const shown = (value: DraftValue | undefined) => refOf(value)?.name ?? textOf(value);

type Row = Draft['rows'][number];

/** The read-only summary after a submit: the header's fields, then the rows. */
export function SubmissionSummary({
  title,
  layout,
  draft,
}: {
  title: string;
  layout: ManualLayout;
  draft: Draft;
}) {
  const columns: Column<Row>[] = layout.rows.map((f: UiField, i) => ({
    key: f.name,
    header: f.label,
    phone: i === 0 ? 'title' : 'detail',
    render: (row) => shown(row.values[f.name]),
  }));
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0, mb: 2 }}
      >
        {layout.header.map((f) => (
          <Box key={f.name} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {f.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {shown(draft.header[f.name]) || '-'}
            </Typography>
          </Box>
        ))}
      </Box>
      <DataTable
        label={`${title} rows`}
        columns={columns}
        rows={draft.rows}
        rowKey={(r) => r.key}
        noun="rows"
        page={1}
        pageSize={Math.max(draft.rows.length, 1)}
        total={draft.rows.length}
        onPageChange={() => undefined}
        summaryOnOnePage={false}
      />
    </Paper>
  );
}
