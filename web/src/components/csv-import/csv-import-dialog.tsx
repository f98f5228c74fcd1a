import type { ImportPreview, ImportResult } from '@bp/shared/contracts/csv-import.ts';
import { FileDownloadOutlined, UploadFileOutlined } from '../icons.tsx';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { ApiError, errorText } from '../../lib/api-error.ts';
import { saveFile } from '../../lib/api-client/save-file.ts';
import { areaKeys } from '../../lib/reference-data/query-keys.ts';
import { BadRowsTable } from './bad-rows-table.tsx';
import { CSV_ENTITIES, countOf, newImportId, templateCsv, type CsvEntity } from './csv-entities.ts';
import { previewCsvImport, runCsvImport } from './csv-import-api.ts';
import { importedText, summarizePreview } from './import-summary.ts';
import { useIsPhone } from '../use-is-phone.ts';

interface ChosenFile {
  name: string;
  csv: string;
  /** One per chosen file: a retried import of the same file finishes it instead of doubling it. */
  importId: string;
}

interface CsvImportDialogProps {
  entity: CsvEntity;
  open: boolean;
  onClose: () => void;
  /** Called after rows were written; the dialog has already refreshed the entity's queries. */
  onImported?: (result: ImportResult) => void;
}

/**
 * Import from a spreadsheet: pick a .csv, the API checks every row (the preview is the
 * authority), every bad row is listed with its row number and reasons, and Import stays
 * disabled until the whole file is valid: nothing is imported while any row is invalid.
 */
export function CsvImportDialog({ entity, open, onClose, onImported }: CsvImportDialogProps) {
  const info = CSV_ENTITIES[entity];
  const queryClient = useQueryClient();
  const isPhone = useIsPhone();
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [readError, setReadError] = useState<string | null>(null);

  const preview = useMutation({
    mutationFn: (chosen: ChosenFile) =>
      previewCsvImport(entity, { csv: chosen.csv, import_id: chosen.importId }),
    meta: { silent: true },
  });
  const importer = useMutation({
    mutationFn: (chosen: ChosenFile) => runCsvImport(entity, { csv: chosen.csv, import_id: chosen.importId }),
    meta: { silent: true },
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: areaKeys[entity] });
      onImported?.(result);
    },
    // A refusal means the data changed since the preview (a name taken meanwhile): show the rows again.
    onError: (error, chosen) => {
      if (error instanceof ApiError && error.status === 400) preview.mutate(chosen);
    },
  });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    // The same file may be picked again after fixing it.
    event.target.value = '';
    if (!picked) return;
    setReadError(null);
    importer.reset();
    preview.reset();
    try {
      const chosen = { name: picked.name, csv: await picked.text(), importId: newImportId() };
      setFile(chosen);
      preview.mutate(chosen);
    } catch {
      setFile(null);
      setReadError(`"${picked.name}" could not be read.`);
    }
  };

  const done = importer.isSuccess;
  const summary = preview.data ? summarizePreview(preview.data, entity) : null;
  const busy = preview.isPending || importer.isPending;

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="md"
      // The rows-with-problems table needs the whole width of a phone.
      fullScreen={isPhone}
      aria-labelledby="csv-import-title"
    >
      <DialogTitle id="csv-import-title">{`Import ${info.noun.many} from CSV`}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <FileFormat entity={entity} />
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button
              component="label"
              variant={file ? 'outlined' : 'contained'}
              startIcon={<UploadFileOutlined />}
              disabled={busy || done}
            >
              {file ? 'Choose another file' : 'Choose CSV file'}
              <input
                type="file"
                accept=".csv,text/csv"
                aria-label="CSV file"
                hidden
                onChange={(event) => void choose(event)}
              />
            </Button>
            {file ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="csv-file-name">
                {file.name}
              </Typography>
            ) : null}
          </Box>

          {readError ? <Alert severity="error">{readError}</Alert> : null}
          {preview.isPending ? <Checking /> : null}
          {preview.isError ? (
            <Alert severity="error" data-testid="csv-file-error">
              {`This file cannot be imported: ${errorText(preview.error)}`}
            </Alert>
          ) : null}
          {preview.data && summary && !done ? (
            <PreviewResult preview={preview.data} summary={summary} />
          ) : null}
          {importer.isError ? <Alert severity="error">{errorText(importer.error)}</Alert> : null}
          {importer.data ? (
            <Alert severity="success" role="status" data-testid="csv-import-result">
              {importedText(importer.data.imported, importer.data.replayed, entity)}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {done ? 'Close' : 'Cancel'}
        </Button>
        {done ? null : (
          <Button
            variant="contained"
            disabled={!file || !summary?.canImport || busy}
            onClick={() => file && importer.mutate(file)}
          >
            {importer.isPending
              ? 'Importing...'
              : summary?.canImport && preview.data
                ? `Import ${countOf(preview.data.total_rows, entity)}`
                : 'Import'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

function FileFormat({ entity }: { entity: CsvEntity }) {
  const info = CSV_ENTITIES[entity];
  const downloadTemplate = () =>
    saveFile({
      blob: new Blob([templateCsv(entity)], { type: 'text/csv' }),
      filename: `${entity}-template.csv`,
    });
  return (
    <Box>
      <Typography variant="body2">
        {`One ${info.noun.one} per row, under a header row naming the columns (any order). Required columns are marked *.`}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, my: 1.25 }} aria-label="Columns">
        {info.columns.map((column) => {
          const required = info.required.includes(column);
          return (
            <Chip
              key={column}
              size="small"
              variant={required ? 'filled' : 'outlined'}
              label={required ? `${column} *` : column}
              sx={{ fontFamily: 'monospace' }}
            />
          );
        })}
      </Box>
      {info.hints.length ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary', typography: 'body2' }}>
          {info.hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </Box>
      ) : null}
      <Button
        size="small"
        startIcon={<FileDownloadOutlined />}
        onClick={downloadTemplate}
        sx={{ mt: 1, ml: -0.5 }}
      >
        Download template
      </Button>
    </Box>
  );
}

function Checking() {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
      <CircularProgress size={20} aria-label="Checking file" />
      <Typography variant="body2">Checking every row...</Typography>
    </Box>
  );
}

function PreviewResult({
  preview,
  summary,
}: {
  preview: ImportPreview;
  summary: ReturnType<typeof summarizePreview>;
}) {
  return (
    <Stack spacing={1.5} data-testid="csv-preview">
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Chip label={`${preview.total_rows} rows`} />
        <Chip color="success" variant="outlined" label={`${preview.valid_rows} valid`} />
        <Chip
          color={preview.invalid_rows ? 'error' : 'default'}
          variant="outlined"
          label={`${preview.invalid_rows} invalid`}
        />
      </Box>
      <Alert severity={summary.canImport ? 'success' : 'error'}>{summary.headline}</Alert>
      {summary.badRows.length ? <BadRowsTable rows={summary.badRows} /> : null}
    </Stack>
  );
}
