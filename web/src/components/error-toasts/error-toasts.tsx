import Alert from '@mui/material/Alert';
import Grow from '@mui/material/Grow';
import Stack from '@mui/material/Stack';
import { useEffect, useSyncExternalStore } from 'react';
import { errorToasts, TOAST_LIFETIME_MS, type Toast } from '../../lib/toast-store.ts';

/**
 * The global error toasts (spec 000 section 8): top right, one per message, gone after 10 s.
 * They sit below the page header, so they never cover its buttons (Add, Back, Import...); on a
 * phone, where the header's buttons wrap down the screen, they sit at the bottom instead.
 */
/** Below the page header's title, subtitle and action row (main's padding + header, about 100 px). */
export const TOAST_TOP = 112;

export function ErrorToasts() {
  const toasts = useSyncExternalStore(errorToasts.subscribe, errorToasts.getSnapshot);
  return (
    <Stack
      component="section"
      aria-label="Notifications"
      spacing={1}
      sx={(theme) => ({
        position: 'fixed',
        top: { xs: 'auto', sm: TOAST_TOP },
        bottom: { xs: theme.spacing(2), sm: 'auto' },
        right: theme.spacing(2),
        zIndex: theme.zIndex.snackbar,
        width: `min(420px, calc(100vw - ${theme.spacing(4)}))`,
        pointerEvents: toasts.length ? 'auto' : 'none',
      })}
    >
      {toasts.map((toast) => (
        <ErrorToast key={toast.id} toast={toast} />
      ))}
    </Stack>
  );
}

function ErrorToast({ toast }: { toast: Toast }) {
  useEffect(() => {
    const timer = window.setTimeout(() => errorToasts.dismiss(toast.id), TOAST_LIFETIME_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id]);

  return (
    <Grow in>
      <Alert
        severity="error"
        variant="filled"
        closeText="Dismiss"
        onClose={() => errorToasts.dismiss(toast.id)}
        data-testid="error-toast"
        sx={{ boxShadow: 3, alignItems: 'center', wordBreak: 'break-word' }}
      >
        {toast.message}
      </Alert>
    </Grow>
  );
}
