import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled block of the result; print breaks avoid splitting its title from its content. */
export function TraceSection({
  title,
  hint,
  children,
  print = true,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
  /** False: left out of the printed report (interactive parts). */
  print?: boolean;
}) {
  return (
    <Box component="section" aria-label={title} data-print={print ? undefined : 'hide'} sx={{ mb: 3 }}>
      <Typography variant="h2" sx={{ mb: 0.5, breakAfter: 'avoid' }}>
        {title}
      </Typography>
      {hint ? <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>{hint}</Typography> : null}
      {children}
    </Box>
  );
}
