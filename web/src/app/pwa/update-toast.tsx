import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useRef } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { watchForUpdates } from './update-checks.ts';

/**
 * Registers the service worker and announces a new version: "A new version is ready" with a
 * Reload button. The new version waits until the user presses Reload (registerType 'prompt'),
 * so nobody loses a half-filled form to an automatic reload. When Reload is pressed in another
 * tab the new version takes this page over too; this page still reloads only on its own button.
 */
export function UpdateToast() {
  const reloadPressed = useRef(false);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, registration) => {
      if (registration) watchForUpdates(registration);
    },
    onNeedReload: () => {
      if (reloadPressed.current) window.location.reload();
    },
  });

  const reload = () => {
    reloadPressed.current = true;
    void updateServiceWorker();
  };

  return (
    <Snackbar
      open={needRefresh}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      message="A new version is ready"
      action={
        <>
          <Button color="inherit" size="small" onClick={() => setNeedRefresh(false)}>
            Later
          </Button>
          <Button variant="contained" size="small" onClick={reload}>
            Reload
          </Button>
        </>
      }
    />
  );
}
