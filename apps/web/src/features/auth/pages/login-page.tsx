import { useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LoginBody } from '@somo/contract/auth';
import { Alert } from '../../../components/ui/alert';
import { NetworkButton } from '../../../components/ui/network-button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { TextLink } from '../../../components/ui/text-link';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { paths } from '../../../lib/paths';
import { loadAuthContract } from '../api/auth-contract';
import { useLoginMutation } from '../api/login';
import { AuthShell } from '../components/auth-shell';
import { DemoAccounts } from '../components/demo-accounts';
import { LazyGoogleSignIn } from '../components/lazy-google-sign-in';
import { useAuthForm } from '../components/use-auth-form';

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
  const { t } = useLingui();
  const location = useLocation();
  const { login } = useAuth();
  const mutation = useLoginMutation();
  const { errors, field, form, setValue, setError, clearErrors } = useAuthForm<LoginBody, LoginBody>({
    initialValues: { username: usernameFromState(location.state), password: '' },
    loadSchema: () => loadAuthContract().then((contract) => contract.LoginBody),
    // Success only stores the session: the guest-only guard around this page then sends the user on.
    onValid: (body) =>
      mutation.mutate(body, {
        onSuccess: login,
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          for (const name of ['username', 'password'] as const) {
            const message = error.fields[name];
            if (message) setError(name, message);
          }
        },
      }),
  });

  const pickDemo = (account: { username: string; password: string }) => {
    mutation.reset();
    clearErrors();
    setValue('username', account.username);
    setValue('password', account.password);
  };

  return (
    <AuthShell
      documentTitle={t`Sign In`}
      title={t`Welcome back`}
      subtitle={t`Sign in to continue learning on Somo.`}
      panelTitle={t`Pick up right where you left off.`}
      panelPoints={[
        t`Your courses, lessons and progress in one place`,
        t`Messages and forum replies from your courses`,
        t`Assessments, results and your AI study assistant`,
      ]}
      footer={
        <Trans>
          Don&apos;t have an account? <TextLink to={paths.register()}>Create one</TextLink>
        </Trans>
      }
    >
      <div className="space-y-6">
        <DemoAccounts onPick={pickDemo} />

        <form {...form} className="space-y-5">
          {mutation.isError ? (
            <Alert variant="error">
              {errorMessage(mutation.error, t`Login failed. Please check your credentials.`)}
            </Alert>
          ) : null}

          <Field id="username-or-email" label={t`Username or Email`} error={errors.username} required>
            <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...field('username')} />
          </Field>

          <Field
            id="password"
            label={t`Password`}
            error={errors.password}
            required
            labelAside={
              <TextLink to={paths.forgotPassword()} className="text-sm">
                <Trans>Forgot password?</Trans>
              </TextLink>
            }
          >
            <PasswordInput autoComplete="current-password" {...field('password')} />
          </Field>

          <NetworkButton type="submit" size="lg" className="w-full" loading={mutation.isPending}>
            {mutation.isPending ? t`Signing In...` : t`Sign In`}
          </NetworkButton>
        </form>
      </div>

      <LazyGoogleSignIn />
    </AuthShell>
  );
}
