import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { FormTextField } from '../../../components/form-fields/form-text-field.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useCreateUser } from '../api/create-user.ts';
import { adminPaths } from '../model/admin-paths.ts';
import { noticeState } from '../model/route-notice.ts';
import { addUserForm, type AddUserInput } from '../model/user-forms.ts';
import { FormActions } from './form-actions.tsx';
import { FormCard } from './form-card.tsx';
import { PasswordField } from './password-field.tsx';
import { UserNameFields } from './user-name-fields.tsx';

const emptyUser: AddUserInput = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  confirm_password: '',
};

/**
 * Add User (spec 000 section 5): names, e-mail and a confirmed password. The user joins the
 * company of the route and is not an administrator. On success the company's users list
 * opens at the new user's row.
 */
export function AddUserForm({ companyId }: { companyId: number }) {
  const navigate = useNavigate();
  const create = useCreateUser();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm({ resolver: zodResolver(addUserForm), defaultValues: emptyUser });

  const onSubmit = handleSubmit(async ({ confirm_password: _confirmation, ...values }) => {
    setFailure(null);
    try {
      const user = await create.mutateAsync({ ...values, company_id: companyId, is_admin: false });
      await navigate(adminPaths.companyUsers(companyId), {
        state: noticeState({ message: `User "${user.full_name}" created.`, highlightId: user.id }),
      });
    } catch (error) {
      // The spec only logs creation failures; the server's reason (a taken e-mail, say) is shown too.
      console.error('Failed to create user', error);
      setFailure(errorText(error));
    }
  });

  return (
    <FormCard label="Add User" onSubmit={onSubmit}>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <UserNameFields control={control} disabled={isSubmitting} autoFocus />
      <FormTextField
        control={control}
        name="email"
        label="Email"
        type="email"
        required
        autoComplete="off"
        disabled={isSubmitting}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <PasswordField
          control={control}
          name="password"
          label="Password"
          alsoCheck="confirm_password"
          required
          disabled={isSubmitting}
        />
        <PasswordField
          control={control}
          name="confirm_password"
          label="Confirm Password"
          alsoCheck="password"
          required
          disabled={isSubmitting}
        />
      </Stack>
      <FormActions
        submitLabel="Create User"
        busy={isSubmitting}
        cancelTo={adminPaths.companyUsers(companyId)}
      />
    </FormCard>
  );
}
