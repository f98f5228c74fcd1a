import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { createBarcodeReader } from '../../lib/scanning/barcode-reader.ts';

const cameraError = (error: unknown): string => {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError')
    return 'The camera is blocked: allow it for this site in the browser settings.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'No camera was found on this device.';
  if (!navigator.mediaDevices?.getUserMedia)
    return 'This browser cannot open the camera here (it needs https).';
  return 'The camera could not be opened.';
};

/**
 * The camera, in the page, until a QR, DataMatrix or Code 128 (GS1-128) code is read: its text
 * goes to `onCode` as read, FNC1 separators included.
 */
export function ScanDialog({
  open,
  onClose,
  onCode,
}: {
  open: boolean;
  onClose: () => void;
  onCode: (text: string) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const report = useRef(onCode);
  useEffect(() => {
    report.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!open) return undefined;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 } },
          audio: false,
        });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const reader = await createBarcodeReader();
        setReady(true);
        const tick = async () => {
          if (stopped || !video.current) return;
          try {
            const found = video.current.readyState >= 2 ? await reader.detect(video.current) : [];
            const text = found.find((code) => code.rawValue)?.rawValue;
            if (text && !stopped) {
              stopped = true;
              report.current(text);
              return;
            }
          } catch {
            // A frame that cannot be read (still decoding): try the next one.
          }
          timer = setTimeout(() => void tick(), 150);
        };
        void tick();
      } catch (e) {
        if (!stopped) setError(cameraError(e));
      }
    };
    void start();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      setReady(false);
      setError(null);
    };
  }, [open]);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="scan-dialog-title">
      <DialogTitle id="scan-dialog-title">Scan a lot label</DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error">{error}</Alert>
        ) : (
          <>
            <Box
              component="video"
              ref={video}
              muted
              playsInline
              aria-label="Camera"
              sx={{ width: '100%', maxHeight: '60vh', bgcolor: 'black', borderRadius: 1, display: 'block' }}
            />
            <Typography variant="body2" sx={{ mt: 1 }} role="status">
              {ready ? 'Point the camera at the label’s QR code or barcode.' : 'Opening the camera...'}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
