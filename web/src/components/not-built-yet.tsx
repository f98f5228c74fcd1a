import { ConstructionOutlined } from './icons.tsx';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeader } from './page-header.tsx';

export const NOT_BUILT_YET = 'This screen is not built yet.';

/** Stands in for a screen a later issue builds, so every route of the spec exists already. */
export function NotBuiltYet({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, display: 'flex', alignItems: 'center', gap: 2, color: 'text.secondary' }}
      >
        <ConstructionOutlined aria-hidden="true" />
        <Typography>{NOT_BUILT_YET}</Typography>
      </Paper>
    </>
  );
}
