import { supplierMessages } from '@bp/shared/contracts/suppliers.ts';
import { DeleteOutlined } from '../../../components/icons.tsx';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { useDeleteSupplier } from '../api/delete-supplier.ts';

interface DeleteSupplierButtonProps {
  supplierId: number;
  supplierName: string;
  onDeleted: () => void;
}

/**
 * Deletes the supplier after a confirmation. The API refuses while materials name the supplier
 * as their default supplier; the dialog then shows its reason and deletes nothing.
 */
export function DeleteSupplierButton({ supplierId, supplierName, onDeleted }: DeleteSupplierButtonProps) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteSupplier();

  const close = () => {
    setOpen(false);
    remove.reset();
  };

  const confirm = async () => {
    try {
      await remove.mutateAsync(supplierId);
      setOpen(false);
      onDeleted();
    } catch {
      // The dialog shows remove.error.
    }
  };

  return (
    <>
      <Button color="error" startIcon={<DeleteOutlined />} onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        title="Delete supplier?"
        busy={remove.isPending}
        error={remove.isError ? failureText(remove.error, supplierMessages.deleteFailed) : null}
        onConfirm={() => void confirm()}
        onClose={close}
      >
        {`Are you sure you want to delete "${supplierName}"? This cannot be undone.`}
      </ConfirmDialog>
    </>
  );
}
