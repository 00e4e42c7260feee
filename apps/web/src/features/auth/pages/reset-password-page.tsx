import { Link, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { LogIn } from 'lucide-react';
import type { ResetPasswordBody } from '@somo/contract/auth';
import { Alert } from '../../../components/ui/alert';
import { buttonStyles } from '../../../components/ui/button';
import { NetworkButton } from '../../../components/ui/network-button';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { TextLink } from '../../../components/ui/text-link';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { loadAuthContract } from '../api/auth-contract';
import { useResetPasswordMutation } from '../api/passwords';
import { AuthShell } from '../components/auth-shell';
import { translateSentence } from '../components/field-messages';
import { useAuthForm } from '../components/use-auth-form';

/** A link that cannot be used: says why and offers to send a new one. */
function DeadLink({ message }: { message: string }) {
  const { t } = useLingui();
  return (
    <Alert
      variant="error"
      title={t`This link cannot be used`}
      action={
        <TextLink to={paths.forgotPassword()}>
          <Trans>Ask for a new link</Trans>
        </TextLink>
      }
    >
      {message}
    </Alert>
  );
}

function ResetDone({ message }: { message: string }) {
  const { t, i18n } = useLingui();
  return (
    <div className="space-y-5">
      <Alert variant="success" title={t`Password reset`}>
        {translateSentence(i18n, message)}
      </Alert>
      <Link to={paths.login()} className={buttonStyles({ size: 'lg', className: 'w-full' })}>
        <LogIn aria-hidden="true" />
        <Trans>Sign In</Trans>
      </Link>
    </div>
  );
}

/** Opened from the link in the reset e-mail (/reset-password?token=…): a new password, typed twice. */
export function ResetPasswordPage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const mutation = useResetPasswordMutation();
  const { errors, field, form, setError } = useAuthForm<ResetPasswordBody, ResetPasswordBody>({
    initialValues: { token, password: '', password_confirm: '' },
    loadSchema: () => loadAuthContract().then((contract) => contract.ResetPasswordBody),
    mode: 'touched',
    onValid: (body) =>
      mutation.mutate(body, {
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          for (const name of ['token', 'password', 'password_confirm'] as const) {
            const message = error.fields[name];
            if (message) setError(name, message);
          }
        },
      }),
  });

  const content = () => {
    if (mutation.isSuccess) return <ResetDone message={mutation.data.message} />;
    if (!token) return <DeadLink message={t`This password reset link is incomplete.`} />;
    if (errors.token) return <DeadLink message={errors.token} />;
    const fieldError = errors.password ?? errors.password_confirm;
    return (
      <form {...form} className="space-y-5">
        {mutation.isError && !fieldError ? (
          <Alert variant="error">
            {errorMessage(mutation.error, t`Your password could not be reset. Please try again.`)}
          </Alert>
        ) : null}
        <Field label={t`New password`} hint={t`At least 6 characters.`} error={errors.password} required>
          <PasswordInput autoComplete="new-password" {...field('password')} />
        </Field>
        <Field label={t`Confirm new password`} error={errors.password_confirm} required>
          <PasswordInput autoComplete="new-password" {...field('password_confirm')} />
        </Field>
        <NetworkButton type="submit" size="lg" className="w-full" loading={mutation.isPending}>
          {mutation.isPending ? t`Saving...` : t`Reset Password`}
        </NetworkButton>
      </form>
    );
  };

  return (
    <AuthShell
      documentTitle={t`Reset Password`}
      title={t`Choose a new password`}
      subtitle={t`The link from your e-mail works once, within 30 minutes.`}
      panelTitle={t`Choose a password only you know.`}
      panelPoints={[
        t`At least 6 characters; a few words are easy to remember`,
        t`Very common passwords are refused`,
        t`Every device signed in to your account is signed out`,
      ]}
      footer={
        <Trans>
          Remembered it? <TextLink to={paths.login()}>Back to Sign In</TextLink>
        </Trans>
      }
    >
      {content()}
    </AuthShell>
  );
}
