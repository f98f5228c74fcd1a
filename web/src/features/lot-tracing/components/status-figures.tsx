import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The current status as labelled figures (spec 001 section 3: current_status). */
export function StatusFigures({ figures }: { figures: readonly { label: string; value: string }[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
      }}
    >
      {figures.map((f) => (
        <Paper key={f.label} variant="outlined" sx={{ p: 1.5 }}>
          <Typography component="dt" sx={{ color: 'text.secondary', fontSize: 14 }}>
            {f.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: 22, fontWeight: 600 }}>
            {f.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
