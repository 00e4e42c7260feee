import { Trans, useLingui } from '@lingui/react/macro';
import { MailCheck } from 'lucide-react';
import type { ForgotPasswordBody } from '@somo/contract/auth';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { NetworkButton } from '../../../components/ui/network-button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { TextLink } from '../../../components/ui/text-link';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { loadAuthContract } from '../api/auth-contract';
import { useForgotPasswordMutation } from '../api/passwords';
import { AuthShell } from '../components/auth-shell';
import { translateSentence } from '../components/field-messages';
import { useAuthForm } from '../components/use-auth-form';

/**
 * 'Forgot password?': asks for the account's e-mail address. Whether an account has it or not, the page says
 * the same thing, as the server does, so nobody can use it to find out who has an account.
 */
export function ForgotPasswordPage() {
  const { t, i18n } = useLingui();
  const mutation = useForgotPasswordMutation();
  const { errors, field, form, setError } = useAuthForm<ForgotPasswordBody, ForgotPasswordBody>({
    initialValues: { email: '' },
    loadSchema: () => loadAuthContract().then((contract) => contract.ForgotPasswordBody),
    onValid: (body) =>
      mutation.mutate(body, {
        onError: (error) => {
          if (error instanceof ApiError && error.fields.email) setError('email', error.fields.email);
        },
      }),
  });

  return (
    <AuthShell
      documentTitle={t`Forgot Password`}
      title={t`Forgot your password?`}
      subtitle={t`Enter the e-mail address of your account and we will send you a link to choose a new one.`}
      panelTitle={t`Locked out? It happens to everyone.`}
      panelPoints={[
        t`A link to choose a new password, sent to your e-mail`,
        t`The link works once, within 30 minutes`,
        t`Your courses and progress stay just as they were`,
      ]}
      footer={
        <Trans>
          Remembered it? <TextLink to={paths.login()}>Back to Sign In</TextLink>
        </Trans>
      }
    >
      {mutation.isSuccess ? (
        <div className="space-y-4">
          <Alert variant="success" title={t`Check your e-mail`}>
            {translateSentence(i18n, mutation.data.message)}
          </Alert>
          <p className="flex items-start gap-2 text-sm text-slate-600">
            <MailCheck className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <Trans>No e-mail after a few minutes? Look in your spam folder, or ask again below.</Trans>
          </p>
          <Button variant="secondary" onClick={() => mutation.reset()}>
            <Trans>Send Another Link</Trans>
          </Button>
        </div>
      ) : (
        <form {...form} className="space-y-5">
          {mutation.isError && !errors.email ? (
            <Alert variant="error">
              {errorMessage(mutation.error, t`We could not send the link. Please try again.`)}
            </Alert>
          ) : null}
          <Field label={t`Email`} error={errors.email} required>
            <Input
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              {...field('email')}
            />
          </Field>
          <NetworkButton type="submit" size="lg" className="w-full" loading={mutation.isPending}>
            {mutation.isPending ? t`Sending...` : t`Send Reset Link`}
          </NetworkButton>
        </form>
      )}
    </AuthShell>
  );
}
