import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useProductGroups } from '../../../lib/reference-data/product-groups.ts';

const ALL = '';

/**
 * The materials list's product-group filter: All groups, or one of the company's groups. Shown
 * only once the company has groups (or the address names one), so lists without groups stay as
 * they were.
 */
export function ProductGroupFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (group: string | undefined) => void;
}) {
  const groups = useProductGroups({ silent: true });
  const names = (groups.data?.items ?? []).map((g) => g.product_group);
  // A group from the address that is not (or no longer) among them stays choosable.
  if (value && !names.some((n) => n.toLowerCase() === value.toLowerCase())) names.push(value);
  if (names.length === 0) return null;
  return (
    <TextField
      select
      size="small"
      label="Product group"
      value={names.find((n) => n.toLowerCase() === value?.toLowerCase()) ?? ALL}
      onChange={(event) => onChange(event.target.value || undefined)}
      sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
    >
      <MenuItem value={ALL}>All groups</MenuItem>
      {names.map((name) => (
        <MenuItem key={name} value={name}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
