import { zodResolver } from '@hookform/resolvers/zod';
import { signInForm, type SignInForm } from '@bp/shared/contracts/auth.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useFormLogin } from '../api/form-login.ts';
import { landingPath } from '../session/token.ts';
import { useSession } from '../session/use-session.ts';
import { signInErrorText } from '../sign-in-error.ts';

/**
 * Email + password, checked with the shared sign-in schema on submit and then on every change
 * (spec 000 section 5). Signs in through the form-encoded sign-in (formLogin) and goes home.
 */
export function LoginForm() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const login = useFormLogin();
  const [failure, setFailure] = useState<string | null>(null);

  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm({
    resolver: zodResolver(signInForm),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values: SignInForm) => {
    setFailure(null);
    try {
      const user = signIn(await login.mutateAsync(values));
      await navigate(landingPath(user), { replace: true });
    } catch (error) {
      setFailure(signInErrorText(error));
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label="Sign in">
      {failure ? (
        <Alert severity="error" data-testid="login-error">
          {failure}
        </Alert>
      ) : null}
      <Controller
        name="email"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label="Email"
            type="email"
            autoComplete="email"
            autoFocus
            error={fieldState.invalid}
            helperText={fieldState.error?.message}
            slotProps={{ htmlInput: { 'data-testid': 'login-email' } }}
          />
        )}
      />
      <Controller
        name="password"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label="Password"
            type="password"
            autoComplete="current-password"
            error={fieldState.invalid}
            helperText={fieldState.error?.message}
            slotProps={{ htmlInput: { 'data-testid': 'login-password' } }}
          />
        )}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={isSubmitting}
        data-testid="login-submit"
      >
        {isSubmitting ? 'Signing in...' : 'Sign in'}
      </Button>
    </Stack>
  );
}
