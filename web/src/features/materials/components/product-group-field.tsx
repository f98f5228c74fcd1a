import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useProductGroups } from '../../../lib/reference-data/product-groups.ts';

interface ProductGroupFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
}

/**
 * Product Group: free text, with the company's existing groups as suggestions so a group is
 * typed the same way twice (the server folds case and spacing anyway). The recall drills pick a
 * lot at random from a group.
 */
export function ProductGroupField({ value, onChange, onBlur, error }: ProductGroupFieldProps) {
  const groups = useProductGroups({ silent: true });
  const options = (groups.data?.items ?? []).map((g) => g.product_group);
  return (
    <Autocomplete
      freeSolo
      options={options}
      inputValue={value}
      onInputChange={(_event, next) => onChange(next)}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Product Group"
          error={Boolean(error)}
          helperText={error ?? 'Optional: recall drills can pick a lot at random from a group'}
        />
      )}
    />
  );
}
