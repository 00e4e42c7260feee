import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { ChangePasswordBody } from '@somo/contract/auth';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
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

const CHANGE_FAILED = 'Your password could not be changed. Please try again.';
const FIELDS = ['current_password', 'password', 'password_confirm'] as const;
const EMPTY: ChangePasswordBody = { current_password: '', password: '', password_confirm: '' };

/**
 * Change password, apart from the profile form (a form cannot hold another): the current password, then the
 * new one twice. The same rules as the server, whose answers land under the fields they concern.
 */
export function ChangePasswordCard() {
  const mutation = useChangePassword();
  const { toast } = useToast();
  const form = useForm<ChangePasswordBody>({
    resolver: zodResolver(ChangePasswordBody),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: (answer) => {
        form.reset(EMPTY);
        toast({ title: answer.message, variant: 'success' });
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
            Change password
          </CardTitle>
          <CardDescription>
            You will stay signed in here; every other device signed in to your account is signed out.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          {mutation.isError && !placed ? (
            <Alert variant="error">{errorMessage(mutation.error, CHANGE_FAILED)}</Alert>
          ) : null}
          <Field label="Current password" error={errors.current_password?.message} required>
            <PasswordInput autoComplete="current-password" {...form.register('current_password')} />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              label="New password"
              hint="At least 6 characters."
              error={errors.password?.message}
              required
            >
              <PasswordInput autoComplete="new-password" {...form.register('password')} />
            </Field>
            <Field label="Confirm new password" error={errors.password_confirm?.message} required>
              <PasswordInput autoComplete="new-password" {...form.register('password_confirm')} />
            </Field>
          </div>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" loading={mutation.isPending}>
            {mutation.isPending ? 'Changing...' : 'Change Password'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
