import { EditNoteOutlined, UploadFileOutlined } from '../../../components/icons.tsx';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { FilePicker } from '../../../components/file-picker.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useStartManual } from '../api/submission-mutations.ts';
import { isNetworkFailure } from '../../../lib/outbox/outbox-payloads.ts';
import { manualPath, type ScreenKind } from '../model/screen-kinds.ts';
import { offlineManualPath } from '../model/screen-paths.ts';
import { newClientId } from '../../../lib/outbox/outbox-service.ts';
import { offlineManualState } from '../model/offline-manual-state.ts';

function StartCard(props: { icon: ReactNode; title: string; text: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {props.icon}
        <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
          {props.title}
        </Typography>
      </Box>
      <Typography sx={{ color: 'text.secondary', flex: 1 }}>{props.text}</Typography>
      {props.children}
    </Paper>
  );
}

/**
 * The landing page's two cards. 'Manual Entry' creates a manual submission and opens it;
 * 'Upload Document' takes a photo or files (the first is used) and hands it to the upload
 * screen ({base}/upload), which uploads it, shows the processing stages and opens the rows.
 */
export function StartCards({ kind }: { kind: ScreenKind }) {
  const navigate = useNavigate();
  const start = useStartManual(kind);
  // Without a network the entry is typed on this device and kept in the outbox (issue 23).
  const startManual = () => {
    if (!navigator.onLine) {
      void navigate(offlineManualPath(kind.base));
      return;
    }
    const key = newClientId();
    start.mutate(key, {
      onSuccess: ({ id }) => navigate(manualPath(kind, id)),
      onError: (error) => {
        // The server may have made the submission: the offline entry is queued under its key.
        if (isNetworkFailure(error, navigator.onLine))
          void navigate(offlineManualPath(kind.base), { state: offlineManualState(key) });
      },
    });
  };
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        gap: 2,
        mb: 4,
      }}
    >
      <StartCard
        icon={<EditNoteOutlined color="primary" aria-hidden="true" />}
        title="Manual Entry"
        text="Type the paperwork in yourself."
      >
        <Box>
          <Button variant="contained" disabled={start.isPending} onClick={startManual}>
            {start.isPending ? 'Starting...' : 'Manual Entry'}
          </Button>
        </Box>
        {start.error ? <Alert severity="error">{errorText(start.error)}</Alert> : null}
      </StartCard>
      <StartCard
        icon={<UploadFileOutlined color="primary" aria-hidden="true" />}
        title="Upload Document"
        text="Upload a photo or PDF of the paperwork: handwriting is read, which typically takes 15-30 seconds."
      >
        <Box>
          <FilePicker
            label="Upload Document"
            onPick={(file) => void navigate(`${kind.base}/upload`, { state: { file } })}
          />
        </Box>
      </StartCard>
    </Box>
  );
}
