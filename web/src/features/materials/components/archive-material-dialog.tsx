import { materialMessages } from '@bp/shared/contracts/materials.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

interface ArchiveMaterialDialogProps {
  /** true: archive; false: unarchive. */
  archive: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Are you sure you want to archive/unarchive this material?' with the right verb. */
export function ArchiveMaterialDialog({ archive, busy, onConfirm, onClose }: ArchiveMaterialDialogProps) {
  const verb = archive ? 'Archive' : 'Unarchive';
  return (
    <ConfirmDialog
      open
      title={`${verb} material`}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
      confirmLabel={verb}
      busyLabel={`${verb.replace(/e$/, '')}ing...`}
      confirmColor={archive ? 'warning' : 'primary'}
    >
      {materialMessages.archiveConfirm(archive)}
    </ConfirmDialog>
  );
}
