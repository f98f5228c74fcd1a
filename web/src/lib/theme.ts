import { createTheme } from '@mui/material/styles';
import { motionOptions, prefersReducedMotion } from './reduced-motion.ts';

/** The smallest tap target on a phone, in px (WCAG 2.5.8 asks 24; touch guidelines 44-48). */
export const PHONE_TAP_TARGET = 40;

/** Below the theme's `sm` (600 px, useIsPhone): the phone layout. */
const onPhone = (style: Record<string, unknown>) => ({ '@media (max-width: 599.95px)': style });

/**
 * A calm, low-contrast-chrome palette: a deep green-teal for actions and the active item,
 * slate neutrals for text, a faintly tinted page background so white cards stand out. Motion
 * follows the device's reduce-motion setting (reduced-motion.ts).
 */
export const theme = createTheme(
  {
    palette: {
      mode: 'light',
      primary: { main: '#1f6f5c', light: '#4f9a86', dark: '#134b3e', contrastText: '#ffffff' },
      secondary: { main: '#475569' },
      error: { main: '#c0392b' },
      // Dark enough for white text on a contained button and for text on white (WCAG AA).
      warning: { main: '#995700' },
      success: { main: '#2e7d4f' },
      background: { default: '#f4f6f5', paper: '#ffffff' },
      text: { primary: '#1e2a33', secondary: '#5b6770' },
      divider: 'rgba(30, 42, 51, 0.10)',
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: [
        'Inter',
        'system-ui',
        '-apple-system',
        '"Segoe UI"',
        'Roboto',
        '"Helvetica Neue"',
        'Arial',
        'sans-serif',
      ].join(','),
      h1: { fontSize: '1.75rem', fontWeight: 650, letterSpacing: '-0.01em' },
      h2: { fontSize: '1.5rem', fontWeight: 650 },
      h3: { fontSize: '1.25rem', fontWeight: 600 },
      h4: { fontSize: '1.125rem', fontWeight: 600 },
      h5: { fontSize: '1.0625rem', fontWeight: 600 },
      h6: { fontSize: '1rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // On a phone every button and icon button is a 40 px target at least: staff tap them
      // on the floor, gloved or on the move. Desks keep the compact sizes.
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: onPhone({ minHeight: PHONE_TAP_TARGET }) },
      },
      MuiIconButton: {
        styleOverrides: {
          // An autocomplete's arrow and clear buttons are left alone: the field itself opens the
          // list on a tap, and a wider arrow would cover the field's text.
          root: onPhone({
            '&:not(.MuiAutocomplete-popupIndicator, .MuiAutocomplete-clearIndicator)': {
              minWidth: PHONE_TAP_TARGET,
              minHeight: PHONE_TAP_TARGET,
            },
          }),
        },
      },
      MuiToggleButton: { styleOverrides: { root: onPhone({ minHeight: PHONE_TAP_TARGET }) } },
      // A chosen value longer than a phone's field ("Automatic (decided for each document)")
      // wraps onto a second line rather than ending in "…": the user must read what is set.
      MuiSelect: { styleOverrides: { select: onPhone({ whiteSpace: 'normal' }) } },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderRadius: 12 } },
      },
      MuiTooltip: { defaultProps: { arrow: true } },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  },
  motionOptions(prefersReducedMotion()),
);
