import LinearProgress from '@mui/material/LinearProgress';
import { useNavigation } from 'react-router-dom';

/** A thin bar at the top while the next screen's code loads (routes are lazy). */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <LinearProgress
      aria-label="Loading page"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 2,
        zIndex: (theme) => theme.zIndex.appBar + 1,
      }}
    />
  );
}
