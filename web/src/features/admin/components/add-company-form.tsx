import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { FormTextField } from '../../../components/form-fields/form-text-field.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useCreateCompany } from '../api/create-company.ts';
import { adminPaths } from '../model/admin-paths.ts';
import { noticeState } from '../model/route-notice.ts';
import { addCompanyForm } from '../model/user-forms.ts';
import { FormActions } from './form-actions.tsx';
import { FormCard } from './form-card.tsx';

/**
 * Add Company (spec 000 section 5): the name, trimmed, 2 to 255 characters. On success the
 * companies list opens at the new company's row.
 */
export function AddCompanyForm() {
  const navigate = useNavigate();
  const create = useCreateCompany();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm({ resolver: zodResolver(addCompanyForm), defaultValues: { name: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const company = await create.mutateAsync(values);
      await navigate(adminPaths.companies, {
        state: noticeState({ message: `Company "${company.name}" created.`, highlightId: company.id }),
      });
    } catch (error) {
      // The spec only logs creation failures; the server's reason (a conflict, say) is shown too.
      console.error('Failed to create company', error);
      setFailure(errorText(error));
    }
  });

  return (
    <FormCard label="Add Company" onSubmit={onSubmit}>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <FormTextField
        control={control}
        name="name"
        label="Company Name"
        required
        autoFocus
        autoComplete="off"
        disabled={isSubmitting}
      />
      <FormActions submitLabel="Create Company" busy={isSubmitting} cancelTo={adminPaths.companies} />
    </FormCard>
  );
}
