import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChangePasswordBody } from '@somo/contract/auth';
import { Alert } from '../../../components/ui/alert';
import { NetworkButton } from '../../../components/ui/network-button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { useToast } from '../../../components/ui/toast-context';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';
import { useFieldMessage } from '../utils/field-messages';

const FIELDS = ['current_password', 'password', 'password_confirm'] as const;
const EMPTY: ChangePasswordBody = { current_password: '', password: '', password_confirm: '' };

/**
 * Change password, apart from the profile form (a form cannot hold another): the current password, then the
 * new one twice. The same rules as the server, whose answers land under the fields they concern.
 */
export function ChangePasswordCard() {
  const { t } = useLingui();
  const fieldMessage = useFieldMessage();
  const mutation = useChangePassword();
  const { toast } = useToast();
  const form = useForm<ChangePasswordBody>({
    resolver: zodResolver(ChangePasswordBody),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: () => {
        form.reset(EMPTY);
        // The server says the same in English; the reader's language is said here instead.
        toast({
          title: t`Your password has been changed. You have been signed out on your other devices.`,
          variant: 'success',
        });
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const name of FIELDS) {
          const message = error.fields[name];
          if (message) form.setError(name, { type: 'server', message }, { shouldFocus: true });
        }
      },
    }),
  );

  const failure = mutation.error;
  const placed = failure instanceof ApiError && FIELDS.some((name) => failure.fields[name]);

  return (
    <Card>
      <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="change-password-title">
        <CardHeader>
          <CardTitle id="change-password-title" className="flex items-center gap-2">
            <KeyRound className="size-5 text-slate-500" aria-hidden="true" />
            <Trans>Change password</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              You will stay signed in here; every other device signed in to your account is signed out.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          {mutation.isError && !placed ? (
            <Alert variant="error">
              {errorMessage(mutation.error, t`Your password could not be changed. Please try again.`)}
            </Alert>
          ) : null}
          <Field label={t`Current password`} error={fieldMessage(errors.current_password)} required>
            <PasswordInput autoComplete="current-password" {...form.register('current_password')} />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              label={t`New password`}
              hint={t`At least 6 characters.`}
              error={fieldMessage(errors.password)}
              required
            >
              <PasswordInput autoComplete="new-password" {...form.register('password')} />
            </Field>
            <Field label={t`Confirm new password`} error={fieldMessage(errors.password_confirm)} required>
              <PasswordInput autoComplete="new-password" {...form.register('password_confirm')} />
            </Field>
          </div>
        </CardContent>
        <CardFooter className="justify-end">
          <NetworkButton type="submit" loading={mutation.isPending}>
            {mutation.isPending ? t`Changing...` : t`Change Password`}
          </NetworkButton>
        </CardFooter>
      </form>
    </Card>
  );
}
