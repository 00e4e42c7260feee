import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation } from 'react-router';
import { LoginBody } from '@somo/contract/auth';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { TextLink } from '../../../components/ui/text-link';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { paths } from '../../../lib/paths';
import { useLoginMutation } from '../api/login';
import { AuthShell } from '../components/auth-shell';
import { DemoAccounts } from '../components/demo-accounts';
import { GoogleSignInButton, OrDivider } from '../components/google-sign-in-button';

const LOGIN_FAILED = 'Login failed. Please check your credentials.';

/** Registration hands the new username over so it does not have to be typed again. */
function usernameFromState(state: unknown): string {
  if (
    typeof state === 'object' &&
    state !== null &&
    'username' in state &&
    typeof state.username === 'string'
  ) {
    return state.username;
  }
  return '';
}

export function LoginPage() {
  const location = useLocation();
  const { login } = useAuth();
  const mutation = useLoginMutation();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<LoginBody>({
    resolver: zodResolver(LoginBody),
    defaultValues: { username: usernameFromState(location.state), password: '' },
  });

  // Success only stores the session: the guest-only guard around this page then sends the user on.
  const onSubmit = handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: login,
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const name of ['username', 'password'] as const) {
          const message = error.fields[name];
          if (message) setError(name, { type: 'server', message });
        }
      },
    }),
  );

  const pickDemo = (account: { username: string; password: string }) => {
    mutation.reset();
    clearErrors();
    setValue('username', account.username, { shouldDirty: true });
    setValue('password', account.password, { shouldDirty: true });
  };

  return (
    <AuthShell
      documentTitle="Sign In"
      title="Welcome back"
      subtitle="Sign in to continue learning on Somo."
      panelTitle="Pick up right where you left off."
      panelPoints={[
        'Your courses, lessons and progress in one place',
        'Messages and forum replies from your courses',
        'Assessments, results and your AI study assistant',
      ]}
      footer={
        <>
          Don&apos;t have an account? <TextLink to={paths.register()}>Create one</TextLink>
        </>
      }
    >
      <div className="space-y-6">
        <DemoAccounts onPick={pickDemo} />

        <form onSubmit={onSubmit} noValidate className="space-y-5">
          {mutation.isError ? (
            <Alert variant="error">{errorMessage(mutation.error, LOGIN_FAILED)}</Alert>
          ) : null}

          <Field id="username-or-email" label="Username or Email" error={errors.username?.message} required>
            <Input
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              {...register('username')}
            />
          </Field>

          <Field id="password" label="Password" error={errors.password?.message} required>
            <PasswordInput autoComplete="current-password" {...register('password')} />
          </Field>

          <Button type="submit" size="lg" className="w-full" loading={mutation.isPending}>
            {mutation.isPending ? 'Signing In...' : 'Sign In'}
          </Button>
        </form>
      </div>

      <OrDivider />
      <GoogleSignInButton />
    </AuthShell>
  );
}
