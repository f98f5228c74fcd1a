import type { SubmissionKindSpec } from '@bp/shared/contracts/submissions/kind.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { headerReady, type FieldBody, type RowValues } from '../model/row-checks.ts';
import type { VerifyLayout } from '../model/verify-layout.ts';
import { FieldEditor } from './field-editor.tsx';

interface HeaderCardProps {
  spec: SubmissionKindSpec;
  layout: VerifyLayout;
  title: string;
  values: RowValues;
  verified: boolean;
  onVerify: (on: boolean) => void;
  onSave: (body: FieldBody) => void;
}

/**
 * Production Details / Shipment Details before submitting: Verify locks the card (green
 * outline) once its fields are complete (spec 001 sections 4 and 5), Edit unlocks it.
 */
export function HeaderCard({ spec, layout, title, values, verified, onVerify, onSave }: HeaderCardProps) {
  const ready = headerReady(spec.kind, values);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      data-header-verified={verified}
      sx={{ p: 2, mb: 2, borderWidth: verified ? 2 : 1, borderColor: verified ? 'success.main' : undefined }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
          {title}
        </Typography>
        {verified ? (
          <Button variant="outlined" onClick={() => onVerify(false)}>
            Edit
          </Button>
        ) : (
          <Button variant="contained" color="success" disabled={!ready} onClick={() => onVerify(true)}>
            Verify
          </Button>
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {layout.headerFields.map((f) => (
          <Box key={f.field} sx={{ minWidth: 0 }}>
            {spec.header[f.field]?.type === 'ref' ? (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {f.label}
              </Typography>
            ) : null}
            <FieldEditor
              field={f.field}
              kind={spec.header[f.field]}
              label={f.label}
              values={values}
              disabled={verified}
              onSave={onSave}
              onChooseRef={(field, id) => onSave({ [field]: id })}
            />
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
