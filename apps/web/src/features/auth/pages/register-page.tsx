import { lazy, Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import { GraduationCap, Presentation, ShieldCheck } from 'lucide-react';
import type { RegisterBody, Role } from '@somo/contract/auth';
import { Alert } from '../../../components/ui/alert';
import { NetworkButton } from '../../../components/ui/network-button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { RadioCardGroup, type RadioCardOption } from '../../../components/ui/radio-card-group';
import { LoadingState } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useLanguage } from '../../../lib/i18n/language-context';
import { usePublicSettings } from '../../../lib/public-settings';
import { loadAuthContract } from '../api/auth-contract';
import { useRegisterMutation } from '../api/register';
import { AuthShell } from '../components/auth-shell';
import { LazyGoogleSignIn } from '../components/lazy-google-sign-in';
import { useAuthForm } from '../components/use-auth-form';

// Only seen after a successful registration: fetched when the form is sent, not with the page.
const loadRegisterSuccess = () => import('../components/register-success');
const RegisterSuccess = lazy(() =>
  loadRegisterSuccess().then((module) => ({ default: module.RegisterSuccess })),
);

type RegisterInput = z.input<typeof RegisterBody>;
type RegisterOutput = z.output<typeof RegisterBody>;

const FIELD_NAMES = [
  'username',
  'email',
  'password',
  'password_confirm',
  'role',
  'first_name',
  'last_name',
] as const satisfies readonly (keyof RegisterInput)[];

type Registered = { username: string; pendingApproval: boolean };

export function RegisterPage() {
  const { t } = useLingui();
  const { language } = useLanguage();
  const settings = usePublicSettings();
  const mutation = useRegisterMutation();
  const [registered, setRegistered] = useState<Registered | null>(null);
  const { values, errors, field, form, setValue, setError } = useAuthForm<RegisterInput, RegisterOutput>({
    initialValues: {
      role: 'student',
      first_name: '',
      last_name: '',
      username: '',
      email: '',
      password: '',
      password_confirm: '',
    },
    loadSchema: () => loadAuthContract().then((contract) => contract.RegisterBody),
    mode: 'touched',
    onValid: (form) => {
      void loadRegisterSuccess();
      // The account starts in the language the person registered in: its e-mails and the app after sign-in.
      const body = { ...form, language_preference: language };
      mutation.mutate(body, {
        onSuccess: (response) =>
          setRegistered({
            username: response.user.username,
            pendingApproval: response.pending_approval || body.role === 'admin',
          }),
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          for (const name of FIELD_NAMES) {
            const message = error.fields[name];
            if (message) setError(name, message);
          }
        },
      });
    },
  });
  const role = values.role ?? 'student';
  const closed = t`Registration for this role is currently closed.`;

  const roleOptions: readonly RadioCardOption<Role>[] = [
    {
      value: 'student',
      label: t`Student`,
      description: settings.allowStudentRegistration
        ? t`Enrol in courses, learn and take assessments.`
        : closed,
      icon: GraduationCap,
      disabled: !settings.allowStudentRegistration,
    },
    {
      value: 'instructor',
      label: t`Instructor`,
      description: settings.allowInstructorRegistration ? t`Create courses and teach your students.` : closed,
      icon: Presentation,
      disabled: !settings.allowInstructorRegistration,
    },
    {
      value: 'admin',
      label: t`Administrator`,
      description: t`Manage users, courses and platform settings.`,
      icon: ShieldCheck,
    },
  ];

  if (registered) {
    return (
      <Suspense fallback={<LoadingState label={t`Creating Account...`} className="flex-1" />}>
        <RegisterSuccess {...registered} />
      </Suspense>
    );
  }

  return (
    <AuthShell
      documentTitle={t`Create Account`}
      title={t`Create your account`}
      subtitle={t`Join Somo to learn, teach or run the platform.`}
      panelTitle={t`Start learning with a community that helps.`}
      panelPoints={[
        t`Free and paid courses from real instructors`,
        t`Self-paced lessons with video and text`,
        t`Course forums, messages and an AI study assistant`,
      ]}
      footer={
        <Trans>
          Already have an account? <TextLink to={paths.login()}>Sign in</TextLink>
        </Trans>
      }
    >
      <form {...form} className="space-y-5">
        {mutation.isError ? (
          <Alert variant="error">
            {errorMessage(mutation.error, t`Registration failed. Please try again.`)}
          </Alert>
        ) : null}

        <RadioCardGroup
          label={t`I want to join as`}
          name="role"
          value={role}
          onValueChange={(next) => setValue('role', next)}
          options={roleOptions}
          layout="tiles"
        />
        {errors.role ? <p className="text-sm text-danger-700">{errors.role}</p> : null}

        {role === 'admin' ? (
          <Alert variant="warning" title={t`Administrator accounts need approval`}>
            <Trans>
              An existing administrator must approve your request before you can sign in. You will receive an
              e-mail once it is approved.
            </Trans>
          </Alert>
        ) : null}

        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t`First name`} error={errors.first_name}>
            <Input autoComplete="given-name" {...field('first_name')} />
          </Field>
          <Field label={t`Last name`} error={errors.last_name}>
            <Input autoComplete="family-name" {...field('last_name')} />
          </Field>
        </div>

        <Field label={t`Username`} error={errors.username} required>
          <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...field('username')} />
        </Field>

        <Field label={t`Email`} error={errors.email} required>
          <Input type="email" autoComplete="email" {...field('email')} />
        </Field>

        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t`Password`} hint={t`At least 6 characters.`} error={errors.password} required>
            <PasswordInput autoComplete="new-password" {...field('password')} />
          </Field>
          <Field label={t`Confirm password`} error={errors.password_confirm} required>
            <PasswordInput autoComplete="new-password" {...field('password_confirm')} />
          </Field>
        </div>

        <p className="text-xs leading-relaxed text-slate-500">
          <Trans>
            By creating an account you agree to the <TextLink to={paths.terms()}>Terms of Service</TextLink>{' '}
            and the <TextLink to={paths.privacy()}>Privacy Policy</TextLink>.
          </Trans>
        </p>

        <NetworkButton type="submit" size="lg" className="w-full" loading={mutation.isPending}>
          {mutation.isPending
            ? t`Creating Account...`
            : role === 'admin'
              ? t`Request Administrator Account`
              : t`Create Account`}
        </NetworkButton>
      </form>

      <LazyGoogleSignIn />
    </AuthShell>
  );
}
