import type { Company } from '@bp/shared/contracts/admin.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useDeleteCompany } from '../api/delete-company.ts';

interface DeleteCompanyDialogProps {
  /** The company to delete; null keeps the dialog closed. */
  company: Company | null;
  onClose: () => void;
  onDeleted: (company: Company) => void;
}

/** Deletes a company after confirmation; a company with users is refused by the API (409), and the dialog says why. */
export function DeleteCompanyDialog({ company, onClose, onDeleted }: DeleteCompanyDialogProps) {
  const deletion = useDeleteCompany();
  const close = () => {
    deletion.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={company !== null}
      title="Delete company?"
      busy={deletion.isPending}
      error={deletion.error ? errorText(deletion.error) : null}
      onConfirm={() => company && deletion.mutate(company.id, { onSuccess: () => onDeleted(company) })}
      onClose={close}
    >
      {company ? (
        <>
          <strong>{company.name}</strong> will be deleted. This cannot be undone.
          {company.user_count > 0
            ? ` It still has ${company.user_count === 1 ? '1 user' : `${company.user_count} users`}, and a company can only be deleted once it has none.`
            : null}
        </>
      ) : null}
    </ConfirmDialog>
  );
}
