import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { motionOptions, prefersReducedMotion, REDUCED_MOTION_QUERY } from './reduced-motion.ts';

describe('motion under the device setting', () => {
  it('with reduce motion on, transitions are none and take no time, and ripples are off', () => {
    const theme = createTheme({}, motionOptions(true));
    expect(theme.transitions.create('width')).toBe('none');
    expect(theme.transitions.duration.enteringScreen).toBe(0);
    expect(theme.transitions.duration.leavingScreen).toBe(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });

  it('with it off, the theme keeps its motion', () => {
    const theme = createTheme({}, motionOptions(false));
    expect(theme.transitions.create('width')).toMatch(/^width \d+ms/);
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(theme.components?.MuiButtonBase).toBeUndefined();
  });

  it('either way the CSS stops animations while the setting is on, so a change of it applies at once', () => {
    for (const reduce of [true, false]) {
      const overrides = motionOptions(reduce).components?.MuiCssBaseline?.styleOverrides as Record<
        string,
        unknown
      >;
      expect(overrides[`@media ${REDUCED_MOTION_QUERY}`]).toMatchObject({
        '*, *::before, *::after': { animationDuration: '0.01ms !important' },
      });
    }
  });

  it('outside a browser nothing is asked for', () => {
    expect(prefersReducedMotion()).toBe(false);
  });
});
