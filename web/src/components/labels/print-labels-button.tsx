import { LABEL_SIZES, LABEL_SIZE_KEYS, type LabelSize } from '@bp/shared/contracts/labels.ts';
import { Print as PrintIcon } from '../icons.tsx';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api-client/api.ts';
import { saveFile } from '../../lib/api-client/save-file.ts';
import { failureText } from '../../lib/failure-text.ts';

export interface LabelLot {
  material_id: number;
  lot_code: string;
}

/**
 * "Print labels": a size and a number of copies, then the labels' PDF (POST /api/labels) saved
 * for the printer. The PDF's page is the label's exact size, so print it at 100% ("actual size").
 */
export function PrintLabelsButton({
  lots,
  label = 'Print labels',
}: {
  lots: readonly LabelLot[];
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const [size, setSize] = useState<LabelSize>('4x2');
  const [copies, setCopies] = useState('1');
  const print = useMutation({
    mutationFn: async () => {
      const file = await api.download('printLabels', {
        body: { lots: [...lots], size, copies: Number(copies), app_url: window.location.origin },
      });
      saveFile(file, `labels-${size}.pdf`);
    },
    onSuccess: () => setOpen(false),
  });
  const copiesValid = /^\d+$/.test(copies) && Number(copies) >= 1 && Number(copies) <= 100;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PrintIcon />}
        disabled={lots.length === 0}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>Print labels</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Typography variant="body2">
              {lots.length === 1 ? `Lot ${lots[0]!.lot_code}` : `${lots.length} lots`}: a PDF at the label's
              exact size. Print it at actual size (100%).
            </Typography>
            <TextField
              select
              label="Label size"
              value={size}
              onChange={(e) => setSize(e.target.value as LabelSize)}
            >
              {LABEL_SIZE_KEYS.map((key) => (
                <MenuItem key={key} value={key}>
                  {LABEL_SIZES[key].title}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Copies of each"
              value={copies}
              onChange={(e) => setCopies(e.target.value)}
              error={!copiesValid}
              helperText={copiesValid ? ' ' : 'A whole number from 1 to 100'}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            {print.error ? (
              <Alert severity="error">{failureText(print.error, 'Could not print the labels')}</Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button
            variant="contained"
            disabled={!copiesValid || print.isPending}
            onClick={() => print.mutate()}
          >
            {print.isPending ? 'Preparing...' : 'Download PDF'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
