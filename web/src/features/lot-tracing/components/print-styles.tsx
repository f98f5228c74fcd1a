import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * The recall report's print stylesheet, active while the tracing screen is open: the app's
 * frame (sidebar, phone app bar and its spacer, skip link) and everything marked
 * data-print="hide" (the form, buttons, the interactive tree) are left out; data-print="only"
 * parts (the report's heading) appear only on paper. Tables print whole, in black on white.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '[data-print="only"]': { display: 'none' },
        '@media print': {
          '[data-print="only"]': { display: 'block' },
          '[data-print="hide"], [data-testid="sidebar"], .MuiAppBar-root, a[href="#main-content"]': {
            display: 'none !important',
          },
          '.MuiToolbar-root[aria-hidden="true"]': { display: 'none !important' },
          main: { padding: '0 !important' },
          body: { background: '#fff' },
          '.MuiTableContainer-root': { overflow: 'visible !important' },
          'section, tr, li': { breakInside: 'avoid' },
          '@page': { margin: '14mm' },
        },
      }}
    />
  );
}
