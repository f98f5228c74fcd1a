import { Download, RotateRight, ZoomIn, ZoomOut } from '../../../../components/icons.tsx';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIsNarrow } from '../../../../components/use-is-phone.ts';
import { errorText } from '../../../../lib/api-error.ts';
import { saveFile } from '../../../../lib/api-client/save-file.ts';
import { submissionKeys } from '../../api/submission-keys.ts';
import type { ScreenKind } from '../../model/screen-kinds.ts';
import { isPdf, nextRotation, zoomStep } from '../model/viewer.ts';

interface OriginalDocumentProps {
  kind: ScreenKind;
  submissionId: number;
  filename: string | null;
}

/**
 * The uploaded original beside the rows (issue 12): an image, or a PDF as the browser shows it,
 * with zoom, rotate and download (`GET .../{id}/original`, saved under its own name). Below
 * 900 px it folds away behind 'Show original' so the rows come first.
 */
export function OriginalDocument({ kind, submissionId, filename }: OriginalDocumentProps) {
  const narrow = useIsNarrow();
  const [open, setOpen] = useState(!narrow);
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const file = useQuery({
    queryKey: submissionKeys.original(kind.name, submissionId),
    queryFn: ({ signal }) => kind.api.original(submissionId, { signal }),
    staleTime: Infinity,
    meta: { silent: true },
  });
  // The blob's address is made and revoked with the element showing it (an outside resource).
  const viewRef = useRef<HTMLElement>(null);
  const blob = file.data?.blob;
  useEffect(() => {
    const view = viewRef.current;
    if (!blob || !view) return undefined;
    const url = URL.createObjectURL(blob);
    if (view instanceof HTMLObjectElement) view.data = url;
    else if (view instanceof HTMLImageElement) view.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob, open]);

  const name = file.data?.filename ?? filename ?? 'downloaded-file';
  const pdf = file.data ? isPdf(file.data.blob.type, name) : false;
  const transform = { transform: `rotate(${rotation}deg)`, transformOrigin: 'center center' };

  return (
    <Paper variant="outlined" component="section" aria-label="Original document" sx={{ p: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
        {narrow ? (
          <Button size="small" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
            {open ? 'Hide original' : 'Show original'}
          </Button>
        ) : null}
        <Tooltip title="Zoom out">
          <span>
            <IconButton
              aria-label="Zoom out"
              disabled={!open || zoom <= 0.5}
              onClick={() => setZoom((z) => zoomStep(z, -1))}
            >
              <ZoomOut />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Zoom in">
          <span>
            <IconButton
              aria-label="Zoom in"
              disabled={!open || zoom >= 3}
              onClick={() => setZoom((z) => zoomStep(z, 1))}
            >
              <ZoomIn />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Rotate">
          <span>
            <IconButton aria-label="Rotate" disabled={!open} onClick={() => setRotation(nextRotation)}>
              <RotateRight />
            </IconButton>
          </span>
        </Tooltip>
        <Button
          size="small"
          startIcon={<Download />}
          disabled={!file.data}
          onClick={() => file.data && saveFile(file.data, name)}
          sx={{ ml: 'auto' }}
        >
          Download original
        </Button>
      </Box>
      <Collapse in={open}>
        <Box
          data-testid="original-view"
          data-zoom={zoom}
          data-rotation={rotation}
          sx={{
            mt: 1,
            maxHeight: { xs: '60vh', lg: '75vh' },
            overflow: 'auto',
            bgcolor: 'grey.100',
            borderRadius: 1,
          }}
        >
          {file.isPending ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
              <CircularProgress aria-label="Loading original" />
            </Box>
          ) : null}
          {file.error ? <Alert severity="error">{errorText(file.error)}</Alert> : null}
          {blob && !pdf ? (
            <Box
              component="img"
              ref={viewRef}
              alt={`Original document ${name}`}
              sx={{ display: 'block', width: `${zoom * 100}%`, maxWidth: 'none', ...transform }}
            />
          ) : null}
          {blob && pdf ? (
            <Box
              component="object"
              ref={viewRef}
              type="application/pdf"
              aria-label={`Original document ${name}`}
              sx={{ display: 'block', width: `${zoom * 100}%`, height: '70vh', border: 0, ...transform }}
            >
              <Box sx={{ p: 2 }}>This browser cannot show PDFs here: use Download original.</Box>
            </Box>
          ) : null}
        </Box>
      </Collapse>
    </Paper>
  );
}
