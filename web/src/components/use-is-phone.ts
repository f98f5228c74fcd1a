import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * True on a phone-sized screen (below the theme's `sm`, 600 px): lists turn into cards, big
 * dialogs go full screen, the sidebar becomes a drawer. noSsr: decided on the first render, so
 * a phone never lays out the desktop form first.
 */
export const useIsPhone = (): boolean => {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
};

/**
 * True below the theme's `md` (900 px): a phone, or a tablet whose sidebar leaves the content
 * too narrow for a table of five or more columns. Lists are cards there.
 */
export const useIsNarrow = (): boolean => {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
};
