import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../lib/query-client.ts';
import { AppProvider } from './provider.tsx';
import { UpdateToast } from './pwa/update-toast.tsx';
import { createAppRouter } from './router.tsx';

// One of each for the page's lifetime: created outside render so re-renders keep them.
const queryClient = createQueryClient();
const router = createAppRouter();

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
      <UpdateToast />
    </AppProvider>
  );
}
