import Alert from '@mui/material/Alert';
import Grow from '@mui/material/Grow';
import Stack from '@mui/material/Stack';
import { useEffect, useSyncExternalStore } from 'react';
import { errorToasts, TOAST_LIFETIME_MS, type Toast } from '../../lib/toast-store.ts';

/** The global error toasts (spec 000 section 8): top right, one per message, gone after 10 s. */
export function ErrorToasts() {
  const toasts = useSyncExternalStore(errorToasts.subscribe, errorToasts.getSnapshot);
  return (
    <Stack
      component="section"
      aria-label="Notifications"
      spacing={1}
      sx={(theme) => ({
        position: 'fixed',
        top: theme.spacing(2),
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
