import type { AdminUser } from '@bp/shared/contracts/admin.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useResetPassword } from '../api/reset-password.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { adminPaths } from '../model/admin-paths.ts';
import { adminTexts } from '../model/admin-texts.ts';
import { failureText } from '../model/failure-text.ts';
import { noticeState } from '../model/route-notice.ts';
import { editUserForm, passwordToReset, type EditUserInput } from '../model/user-forms.ts';
import { FormActions } from './form-actions.tsx';
import { FormCard } from './form-card.tsx';
import { PasswordField } from './password-field.tsx';
import { UserNameFields } from './user-name-fields.tsx';

/**
 * Edit User (spec 000 sections 4 and 5): saving first updates the names, then resets the
 * password if one was entered. Either failure shows the server's message or the spec's
 * fallback and leaves the form usable again; the names stay saved if only the reset failed.
 */
export function EditUserForm({ user, companyId }: { user: AdminUser; companyId: number }) {
  const navigate = useNavigate();
  const update = useUpdateUser();
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const defaultValues: EditUserInput = {
    first_name: user.first_name,
    last_name: user.last_name,
    new_password: '',
    confirm_password: '',
  };
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm({ resolver: zodResolver(editUserForm), defaultValues });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    let saved: AdminUser;
    try {
      saved = await update.mutateAsync({
        id: user.id,
        first_name: values.first_name,
        last_name: values.last_name,
      });
    } catch (error) {
      setFailure(failureText(error, adminTexts.updateUserFailed));
      return;
    }
    const newPassword = passwordToReset(values);
    if (newPassword !== null) {
      try {
        await reset.mutateAsync({ id: user.id, new_password: newPassword });
      } catch (error) {
        setFailure(failureText(error, adminTexts.resetPasswordFailed));
        return;
      }
    }
    const message =
      newPassword === null
        ? `User "${saved.full_name}" updated.`
        : `User "${saved.full_name}" updated and password reset.`;
    await navigate(adminPaths.companyUsers(companyId), {
      state: noticeState({ message, highlightId: user.id }),
    });
  });

  return (
    <FormCard label="Edit User" onSubmit={onSubmit}>
      {failure ? (
        <Alert severity="error" data-testid="edit-user-error">
          {failure}
        </Alert>
      ) : null}
      <UserNameFields control={control} disabled={isSubmitting} />
      <TextField
        label="Email"
        type="email"
        value={user.email}
        helperText={adminTexts.emailReadOnly}
        slotProps={{ htmlInput: { readOnly: true }, input: { sx: { bgcolor: 'action.hover' } } }}
      />
      <Divider />
      <div>
        <Typography variant="h4" component="h2">
          Reset Password
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          Leave both fields empty to keep the current password. A new password signs the user out everywhere.
        </Typography>
      </div>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <PasswordField
          control={control}
          name="new_password"
          label="New Password"
          alsoCheck="confirm_password"
          disabled={isSubmitting}
        />
        <PasswordField
          control={control}
          name="confirm_password"
          label="Confirm New Password"
          alsoCheck="new_password"
          disabled={isSubmitting}
        />
      </Stack>
      <FormActions
        submitLabel="Save Changes"
        busy={isSubmitting}
        cancelTo={adminPaths.companyUsers(companyId)}
      />
    </FormCard>
  );
}
