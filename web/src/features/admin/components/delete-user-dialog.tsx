import type { AdminUser } from '@bp/shared/contracts/admin.ts';
import { useState } from 'react';
import { errorText } from '../../../lib/api-error.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';

interface DeleteUserDialogProps {
  /** The user to delete; null keeps the dialog closed. */
  user: AdminUser | null;
  onClose: () => void;
  onDeleted: (user: AdminUser) => void;
}

/** Deletes a user after confirmation; the API refuses yourself and the last administrator (409), and the dialog says why. */
export function DeleteUserDialog({ user, onClose, onDeleted }: DeleteUserDialogProps) {
  const deletion = useDeleteUser();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    deletion.reset();
    onClose();
  };
  const confirm = () => {
    if (!user) return;
    setError(null);
    deletion.mutate(user.id, {
      onSuccess: () => onDeleted(user),
      onError: (failure) => setError(errorText(failure)),
    });
  };
  return (
    <ConfirmDeleteDialog
      open={user !== null}
      title="Delete user?"
      busy={deletion.isPending}
      error={error}
      onConfirm={confirm}
      onClose={close}
    >
      {user ? (
        <>
          <strong>{user.full_name}</strong> ({user.email}) will be deleted and signed out everywhere. This cannot be
          undone.
        </>
      ) : null}
    </ConfirmDeleteDialog>
  );
}
