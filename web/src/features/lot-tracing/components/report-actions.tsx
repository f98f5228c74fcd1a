import { Download as DownloadIcon, Print as PrintIcon } from '../../../components/icons.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { errorText } from '../../../lib/api-error.ts';
import { useDownloadExport } from '../api/download-export.ts';
import type { TraceRequest } from '../model/trace-request.ts';

/** Print the recall report; download the FSMA 204 sortable spreadsheet of the whole trace. */
export function ReportActions({ request }: { request: TraceRequest }) {
  const download = useDownloadExport(request);
  return (
    <Box data-print="hide" sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          Print report
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={download.isPending}
          onClick={() => download.mutate('csv')}
        >
          FSMA 204 spreadsheet (CSV)
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={download.isPending}
          onClick={() => download.mutate('xlsx')}
        >
          FSMA 204 spreadsheet (Excel)
        </Button>
      </Box>
      {download.error ? (
        <Typography role="alert" sx={{ color: 'error.main', mt: 1 }}>
          {errorText(download.error)}
        </Typography>
      ) : null}
    </Box>
  );
}
