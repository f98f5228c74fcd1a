import Box from '@mui/material/Box';
import { ArrowBack } from '../../../components/icons.tsx';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CUSTOM_UNITS_LIST } from '../model/units-paths.ts';

/** The back arrow of the unit forms; custom units are on the Custom Units tab. */
export function BackArrow() {
  return (
    <Tooltip title="Back to Units">
      <IconButton component={RouterLink} to={CUSTOM_UNITS_LIST} aria-label="Back to Units" edge="start">
        <ArrowBack />
      </IconButton>
    </Tooltip>
  );
}

/** A unit form's heading row: the back arrow, then the page header. */
export function WithBackArrow({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <Box sx={{ pt: 0.25 }}>
        <BackArrow />
      </Box>
      <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>{children}</Box>
    </Box>
  );
}
