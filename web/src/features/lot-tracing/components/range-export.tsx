import { Download as DownloadIcon } from '../../../components/icons.tsx';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FsmaExportJob, FsmaFormat } from '@bp/shared/contracts/trace.ts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { errorText } from '../../../lib/api-error.ts';
import { openDownload } from '../api/download-export.ts';
import { useExportJob, useStartRangeExport } from '../api/range-export.ts';
import { checkRangeExport, exportProgress } from '../model/range-export.ts';

/**
 * FSMA 204 export of a date range (docs/trace.md, Asynchronous export): started, then polled
 * until its file is written; the browser downloads it when it is ready, and again from the
 * Download button (each status answer carries a fresh link).
 */
export function RangeExport() {
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [format, setFormat] = useState<FsmaFormat>('csv');
  const [formError, setFormError] = useState<string | null>(null);
  const [started, setStarted] = useState<{ job: FsmaExportJob; at: number } | null>(null);
  const begin = useStartRangeExport();
  const status = useExportJob(started?.job ?? null, started?.at ?? 0);
  const job = started ? status.data : undefined;
  const downloaded = useRef<string | null>(null);

  useEffect(() => {
    if (job?.status === 'done' && job.url && job.filename && downloaded.current !== job.export_id) {
      downloaded.current = job.export_id;
      openDownload(job.url, job.filename);
    }
  }, [job]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkRangeExport({ start_date: start, end_date: end, format });
    if ('error' in checked) return setFormError(checked.error);
    setFormError(null);
    begin.mutate(checked.body, { onSuccess: (answer) => setStarted({ job: answer, at: Date.now() }) });
  };

  const progress = job ? exportProgress(job) : null;
  const working = begin.isPending || progress?.state === 'working';
  const downloadAgain = async () => {
    const fresh = await status.refetch();
    if (fresh.data?.url && fresh.data.filename) openDownload(fresh.data.url, fresh.data.filename);
  };

  return (
    <Paper
      variant="outlined"
      data-print="hide"
      sx={{ p: 2, mb: 3 }}
      component="section"
      aria-labelledby="range-export-title"
    >
      <Typography id="range-export-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        FSMA 204 export by date
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Every receipt, production run and shipment dated in the range, as a sortable spreadsheet. A long range
        takes a while: the file downloads when it is ready.
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      >
        <TextField
          size="small"
          type="date"
          label="From"
          value={start}
          onChange={(e) => setStart(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ minWidth: 150, flex: '1 1 150px' }}
        />
        <TextField
          size="small"
          type="date"
          label="To"
          value={end}
          onChange={(e) => setEnd(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ minWidth: 150, flex: '1 1 150px' }}
        />
        <TextField
          select
          size="small"
          label="Format"
          value={format}
          onChange={(e) => setFormat(e.target.value as FsmaFormat)}
          sx={{ minWidth: 120, flex: '0 1 140px' }}
        >
          <MenuItem value="csv">CSV</MenuItem>
          <MenuItem value="xlsx">Excel</MenuItem>
        </TextField>
        <Button type="submit" variant="contained" disabled={working} startIcon={<DownloadIcon />}>
          Export
        </Button>
      </Box>
      {(formError ?? begin.error) ? (
        <Typography role="alert" sx={{ color: 'error.main', mt: 1.5 }}>
          {formError ?? errorText(begin.error)}
        </Typography>
      ) : null}
      {progress ? (
        <Box sx={{ mt: 2 }} aria-live="polite">
          {progress.state === 'working' ? (
            <>
              <LinearProgress aria-label="Export in progress" sx={{ mb: 1 }} />
              <Typography variant="body2">{progress.text}</Typography>
            </>
          ) : progress.state === 'done' ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Typography variant="body2">{progress.text}</Typography>
              <Button
                size="small"
                variant="outlined"
                startIcon={<DownloadIcon />}
                onClick={() => void downloadAgain()}
              >
                Download {job?.filename}
              </Button>
            </Box>
          ) : (
            <Alert severity="error">{progress.text}</Alert>
          )}
        </Box>
      ) : null}
      {status.error ? (
        <Typography role="alert" sx={{ color: 'error.main', mt: 1.5 }}>
          {errorText(status.error)}
        </Typography>
      ) : null}
    </Paper>
  );
}
