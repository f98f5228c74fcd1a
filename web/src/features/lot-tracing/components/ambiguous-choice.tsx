import { MATERIAL_TYPE_LABELS } from '@bp/shared/contracts/materials.ts';
import type { AmbiguousMaterial } from '@bp/shared/contracts/trace.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';

/** Several materials have a lot with the code: the user picks one and the trace continues. */
export function AmbiguousChoice({
  result,
  onChoose,
}: {
  result: AmbiguousMaterial;
  onChoose: (materialId: number) => void;
}) {
  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }}>
        {result.message}
      </Alert>
      <Paper variant="outlined">
        <List aria-label="Materials with this lot code" disablePadding>
          {result.materials.map((m) => (
            <ListItem
              key={m.id}
              divider
              secondaryAction={
                <Button variant="outlined" onClick={() => onChoose(m.id)} aria-label={`Trace ${m.name}`}>
                  Trace
                </Button>
              }
            >
              <ListItemText
                primary={m.name}
                secondary={MATERIAL_TYPE_LABELS[m.material_type]}
                sx={{ pr: 10, overflowWrap: 'anywhere' }}
              />
            </ListItem>
          ))}
        </List>
      </Paper>
    </>
  );
}
