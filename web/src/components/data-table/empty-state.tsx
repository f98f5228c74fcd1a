import { InboxOutlined } from '../icons.tsx';
import Typography from '@mui/material/Typography';

/**
 * What every list shows when it has no rows: an icon, a bold line and a hint of what to do,
 * so all master-data screens look alike when empty.
 */
export function EmptyState({ message, hint }: { message: string; hint?: string }) {
  return (
    <>
      <InboxOutlined sx={{ fontSize: 40, color: 'text.disabled', mb: 1 }} aria-hidden="true" />
      <Typography variant="h6" component="p">
        {message}
      </Typography>
      {hint ? <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{hint}</Typography> : null}
    </>
  );
}
