import { supplierMessages } from '@bp/shared/contracts/suppliers.ts';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
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
      <Dialog open={open} onClose={remove.isPending ? undefined : close} aria-labelledby="delete-supplier-title">
        <DialogTitle id="delete-supplier-title">Delete supplier?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {`Are you sure you want to delete "${supplierName}"? This cannot be undone.`}
          </DialogContentText>
          {remove.isError ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failureText(remove.error, supplierMessages.deleteFailed)}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button color="error" variant="contained" onClick={() => void confirm()} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
