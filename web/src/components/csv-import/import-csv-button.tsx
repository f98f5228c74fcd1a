import { FileUploadOutlined } from '../icons.tsx';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { CsvEntity } from './csv-entities.ts';
import { CsvImportDialog } from './csv-import-dialog.tsx';

/** 'Import CSV' and the dialog it opens. After an import, every query whose key starts with the entity ('suppliers'...) refreshes. */
export function ImportCsvButton({ entity }: { entity: CsvEntity }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<FileUploadOutlined />} onClick={() => setOpen(true)}>
        Import CSV
      </Button>
      {open ? <CsvImportDialog entity={entity} open onClose={() => setOpen(false)} /> : null}
    </>
  );
}
