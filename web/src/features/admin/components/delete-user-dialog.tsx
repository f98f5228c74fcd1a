import type { AdminUser } from '@bp/shared/contracts/admin.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useDeleteUser } from '../api/delete-user.ts';

interface DeleteUserDialogProps {
  /** The user to delete; null keeps the dialog closed. */
  user: AdminUser | null;
  onClose: () => void;
  onDeleted: (user: AdminUser) => void;
}

/** Deletes a user after confirmation; the API refuses yourself and the last administrator (409), and the dialog says why. */
export function DeleteUserDialog({ user, onClose, onDeleted }: DeleteUserDialogProps) {
  const deletion = useDeleteUser();
  const close = () => {
    deletion.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={user !== null}
      title="Delete user?"
      busy={deletion.isPending}
      error={deletion.error ? errorText(deletion.error) : null}
      onConfirm={() => user && deletion.mutate(user.id, { onSuccess: () => onDeleted(user) })}
      onClose={close}
    >
      {user ? (
        <>
          <strong>{user.full_name}</strong> ({user.email}) will be deleted and signed out everywhere. This
          cannot be undone.
        </>
      ) : null}
    </ConfirmDialog>
  );
}
