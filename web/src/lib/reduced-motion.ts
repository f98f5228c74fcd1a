import type { ThemeOptions } from '@mui/material/styles';

/** The media query of the device's "reduce motion" setting (iOS, Android, Windows, macOS). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the device asked for less motion when the app started (false outside a browser). */
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(REDUCED_MOTION_QUERY).matches;

/**
 * CSS's side, live: while the setting is on, animations (spinners, skeletons, ripples) stop at
 * once and transitions end at once (WCAG 2.3.3). A hundredth of a millisecond, not none, so
 * `animationend` and `transitionend` still fire for code that waits on them.
 */
const stillCss = {
  [`@media ${REDUCED_MOTION_QUERY}`]: {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      transitionDelay: '0s !important',
      scrollBehavior: 'auto !important',
    },
  },
};

const noDurations = {
  shortest: 0,
  shorter: 0,
  short: 0,
  standard: 0,
  complex: 0,
  enteringScreen: 0,
  leavingScreen: 0,
};

/**
 * The theme's motion. MUI's dialogs, menus, drawers and collapses time their entering and
 * leaving in script from the theme's durations, which CSS cannot shorten: with the setting on
 * at start, those durations are 0 and transitions `none` (MUI's documented way to turn them
 * off), so a dialog opens and closes at once. Ripples are off for the same reason.
 */
export const motionOptions = (reduce: boolean): ThemeOptions => ({
  components: {
    MuiCssBaseline: { styleOverrides: stillCss },
    ...(reduce ? { MuiButtonBase: { defaultProps: { disableRipple: true } } } : {}),
  },
  ...(reduce ? { transitions: { create: () => 'none', duration: noDurations } } : {}),
});
