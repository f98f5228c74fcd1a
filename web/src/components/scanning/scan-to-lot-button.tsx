import { QrCodeScanner as QrCodeScannerIcon } from '../icons.tsx';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { resolveScan } from '../../lib/scanning/resolve-scan.ts';
import { apiScanLookups } from '../../lib/scanning/scan-lookups.ts';
import { ScanDialog } from './scan-dialog.tsx';

/**
 * "Scan label" on the inventory screen: a label's lot opens its lot page; a plain code (no
 * material known) opens the lot trace, which finds it in every material.
 */
export function ScanToLotButton() {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const navigate = useNavigate();
  const onCode = async (text: string) => {
    setOpen(false);
    try {
      const result = await resolveScan(text, null, apiScanLookups);
      if ('error' in result) setProblem(result.error);
      else if (result.material && result.lotId !== null)
        void navigate(`/inventory/${result.material.id}/lots/${result.lotId}`);
      else if (result.warning) setProblem(result.warning);
      else void navigate(`/lot-tracing?lot_code=${encodeURIComponent(result.lotCode)}`);
    } catch {
      setProblem('The scanned lot could not be checked (connection problem); try again.');
    }
  };
  return (
    <>
      <Button startIcon={<QrCodeScannerIcon />} onClick={() => setOpen(true)}>
        Scan label
      </Button>
      <ScanDialog open={open} onClose={() => setOpen(false)} onCode={(text) => void onCode(text)} />
      <Snackbar open={problem !== null} autoHideDuration={8000} onClose={() => setProblem(null)}>
        <Alert severity="warning" onClose={() => setProblem(null)} role="alert">
          {problem}
        </Alert>
      </Snackbar>
    </>
  );
}
