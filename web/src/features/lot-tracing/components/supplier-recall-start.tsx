import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { supplierLotMessages, type SupplierLotQuery } from '@bp/shared/contracts/supplier-lots.ts';
import type { PickerOption } from '../../../components/pickers/picker-items.ts';
import { type FormEvent, useState } from 'react';
import { SupplierPicker } from '../../../components/pickers/supplier-picker.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useSupplierLots } from '../api/supplier-lots.ts';
import type { TraceRequest } from '../model/trace-request.ts';
import { amount } from './format.ts';

/**
 * "Supplier X recalled their lot Y" (issue 21): the supplier and their own lot code find the
 * lots we received under it (never another supplier's same code); each is traced from here.
 */
export function SupplierRecallStart({ onTrace }: { onTrace: (request: TraceRequest) => void }) {
  const [supplier, setSupplier] = useState<PickerOption | null>(null);
  const [code, setCode] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [query, setQuery] = useState<SupplierLotQuery | null>(null);
  const found = useSupplierLots(query);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!supplier) return setFormError('Choose the supplier who recalled the lot');
    if (!code.trim()) return setFormError('Enter their lot code');
    setFormError(null);
    setQuery({ supplier_id: supplier.id, supplier_lot_code: code.trim() });
  };

  return (
    <Paper
      variant="outlined"
      data-print="hide"
      sx={{ p: 2, mb: 3 }}
      component="section"
      aria-labelledby="supplier-recall"
    >
      <Typography id="supplier-recall" variant="h6" component="h2" gutterBottom>
        A supplier recalled their lot
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr auto' },
          alignItems: 'start',
        }}
      >
        <SupplierPicker
          variant="field"
          allowCreate={false}
          value={supplier}
          onChange={(s) => setSupplier(s ? { id: s.id, name: s.name } : null)}
        />
        <TextField
          label="Their lot code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <Button type="submit" variant="contained" sx={{ minHeight: 56 }}>
          Find our lots
        </Button>
      </Box>
      {formError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {formError}
        </Alert>
      ) : null}
      {query && found.isFetching ? <LinearProgress sx={{ mt: 2 }} aria-label="Finding lots" /> : null}
      {query && found.error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorText(found.error)}
        </Alert>
      ) : null}
      {query && found.data ? (
        found.data.items.length === 0 ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            {supplierLotMessages.none(supplier?.name ?? 'this supplier', query.supplier_lot_code)}
          </Alert>
        ) : (
          <Box
            component="ul"
            aria-label="Our lots from this supplier lot"
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1 }}
          >
            {found.data.items.map((lot) => (
              <Paper
                component="li"
                key={lot.lot_id}
                variant="outlined"
                sx={{ p: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
              >
                <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {lot.material_name}: lot {lot.lot_code}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    Their lot {lot.supplier_lot_code} · received {lot.received_dates.join(', ') || '-'} ·{' '}
                    {amount(lot.quantity_received, lot.unit_of_measure)} in,{' '}
                    {amount(lot.quantity_on_hand, lot.unit_of_measure)} on hand
                  </Typography>
                </Box>
                {lot.hold ? <Chip size="small" color="warning" label="On hold" /> : null}
                <Button
                  variant="outlined"
                  onClick={() => {
                    onTrace({ lot_code: lot.lot_code, material_id: lot.material_id });
                    // The trace shows above this section.
                    window.scrollTo({ top: 0 });
                  }}
                  aria-label={`Trace lot ${lot.lot_code} of ${lot.material_name}`}
                >
                  Trace
                </Button>
              </Paper>
            ))}
          </Box>
        )
      ) : null}
    </Paper>
  );
}
