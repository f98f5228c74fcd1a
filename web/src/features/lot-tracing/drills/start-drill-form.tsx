import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorText } from '../../../lib/api-error.ts';
import { useProductGroups } from '../../../lib/reference-data/product-groups.ts';
import { useStartDrill } from '../api/drills.ts';

type StartFrom = 'lot' | 'group';

/**
 * "Start a drill": from a lot code, or at random from a product group (the server picks the
 * lot, preferring lots never drilled, so nobody drills only the lots they know trace cleanly).
 * The timer starts when the drill does; the screen then opens the drill.
 */
export function StartDrillForm() {
  const [from, setFrom] = useState<StartFrom>('lot');
  const [lotCode, setLotCode] = useState('');
  const [group, setGroup] = useState('');
  const groups = useProductGroups({ silent: true });
  const start = useStartDrill();
  const navigate = useNavigate();
  const names = (groups.data?.items ?? []).map((g) => g.product_group);
  const ready = from === 'lot' ? lotCode.trim() !== '' : group !== '';
  const submit = () => {
    if (!ready) return;
    start.mutate(from === 'lot' ? { lot_code: lotCode.trim() } : { product_group: group }, {
      onSuccess: (drill) => void navigate(`/drills/${drill.id}`),
    });
  };
  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <RadioGroup
        row
        aria-label="Start from"
        value={from}
        onChange={(e) => {
          setFrom(e.target.value as StartFrom);
          start.reset();
        }}
        sx={{ mb: 1 }}
      >
        <FormControlLabel value="lot" control={<Radio />} label="From a lot" />
        <FormControlLabel value="group" control={<Radio />} label="At random from a product group" />
      </RadioGroup>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {from === 'lot' ? (
          <TextField
            size="small"
            label="Lot code to drill"
            value={lotCode}
            onChange={(e) => setLotCode(e.target.value)}
            helperText="Our lot code or a supplier's; the timer starts when you press Start."
            sx={{ flex: '1 1 220px' }}
          />
        ) : (
          <TextField
            select
            size="small"
            label="Product group"
            value={group}
            onChange={(e) => setGroup(e.target.value)}
            disabled={names.length === 0}
            helperText={
              names.length === 0 && !groups.isPending
                ? 'No product groups yet: give materials a product group on their edit screens.'
                : 'A lot of the group is picked at random, lots never drilled first.'
            }
            sx={{ flex: '1 1 220px' }}
          >
            {names.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Button type="submit" variant="contained" disabled={!ready || start.isPending}>
          Start drill
        </Button>
      </Box>
      {start.error ? (
        <Typography role="alert" sx={{ color: 'error.main', mt: 1 }}>
          {errorText(start.error)}
        </Typography>
      ) : null}
    </Box>
  );
}
