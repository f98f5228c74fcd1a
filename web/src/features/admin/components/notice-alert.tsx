import Alert from '@mui/material/Alert';
import type { RouteNotice } from '../model/route-notice.ts';

/** The confirmation a form left for the list it returned to. */
export function NoticeAlert({ notice, onClose }: { notice: RouteNotice | null; onClose: () => void }) {
  if (!notice) return null;
  return (
    <Alert severity="success" onClose={onClose} sx={{ mb: 2 }} data-testid="admin-notice">
      {notice.message}
    </Alert>
  );
}
