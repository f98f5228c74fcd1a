import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** Buttons on the right (Add ..., Back to ...). */
  actions?: ReactNode;
}

/** A screen's heading; also names the browser tab (React hoists <title> into the head). */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <Box
      component="header"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 3 }}
    >
      <title>{`${title} · BatchPath`}</title>
      <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
        <Typography variant="h1">{title}</Typography>
        {subtitle ? <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{subtitle}</Typography> : null}
      </Box>
      {actions ? <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box> : null}
    </Box>
  );
}
