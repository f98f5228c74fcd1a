import { QrCodeScanner as QrCodeScannerIcon } from '../icons.tsx';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { type ScanFill, resolveScan } from '../../lib/scanning/resolve-scan.ts';
import { apiScanLookups } from '../../lib/scanning/scan-lookups.ts';
import { ScanDialog } from './scan-dialog.tsx';

export interface ScanLotButtonProps {
  /** The material the lot field belongs to, when chosen: a lot of another one is said at once. */
  material: { id: number; name: string } | null;
  onScanned: (fill: ScanFill) => void;
  /** A scan that gave no lot (an unreadable or foreign code). */
  onProblem: (message: string) => void;
  /** Names the field in the button's accessible name ("Scan lot code, row 2"). */
  ariaSuffix?: string;
  disabled?: boolean;
}

/** The scan button beside a lot code field: the camera, then the lot (and its material) filled in. */
export function ScanLotButton({ material, onScanned, onProblem, ariaSuffix, disabled }: ScanLotButtonProps) {
  const [open, setOpen] = useState(false);
  const label = ariaSuffix ? `Scan a label, ${ariaSuffix}` : 'Scan a label';
  const onCode = async (text: string) => {
    setOpen(false);
    try {
      const result = await resolveScan(text, material, apiScanLookups);
      if ('error' in result) onProblem(result.error);
      else onScanned(result);
    } catch {
      onProblem('The scanned lot could not be checked (connection problem); try again.');
    }
  };
  return (
    <>
      <Tooltip title="Scan a label with the camera">
        <span>
          <IconButton
            aria-label={label}
            onClick={() => setOpen(true)}
            disabled={disabled}
            edge="end"
            size="small"
          >
            <QrCodeScannerIcon />
          </IconButton>
        </span>
      </Tooltip>
      <ScanDialog open={open} onClose={() => setOpen(false)} onCode={(text) => void onCode(text)} />
    </>
  );
}
