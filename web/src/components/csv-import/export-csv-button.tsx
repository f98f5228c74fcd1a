import { FileDownloadOutlined } from '../icons.tsx';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import type { CsvEntity } from './csv-entities.ts';
import { exportCsv, type ExportQuery } from './csv-import-api.ts';

interface ExportCsvButtonProps {
  entity: CsvEntity;
  /** The list's current filters (search, material_type...), so the file holds what the list shows, every page. */
  query?: ExportQuery;
}

/** Downloads the list as CSV; a failure raises the global toast ('Download failed with status {code}'). */
export function ExportCsvButton({ entity, query }: ExportCsvButtonProps) {
  const download = useMutation({ mutationFn: () => exportCsv(entity, query) });
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlined />}
      onClick={() => download.mutate()}
      disabled={download.isPending}
    >
      {download.isPending ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}
