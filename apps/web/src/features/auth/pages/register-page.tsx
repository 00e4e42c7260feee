import { lazy, Suspense, useState } from 'react';
import type { z } from 'zod';
import { GraduationCap, Presentation, ShieldCheck } from 'lucide-react';
import type { RegisterBody, Role } from '@somo/contract/auth';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { RadioCardGroup, type RadioCardOption } from '../../../components/ui/radio-card-group';
import { LoadingState } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { usePublicSettings } from '../../../lib/public-settings';
import { loadAuthContract } from '../api/auth-contract';
import { useRegisterMutation } from '../api/register';
import { AuthShell } from '../components/auth-shell';
import { GoogleSignInButton, OrDivider } from '../components/google-sign-in-button';
import { useAuthForm } from '../components/use-auth-form';

// Only seen after a successful registration: fetched when the form is sent, not with the page.
const loadRegisterSuccess = () => import('../components/register-success');
const RegisterSuccess = lazy(() =>
  loadRegisterSuccess().then((module) => ({ default: module.RegisterSuccess })),
);

const REGISTRATION_FAILED = 'Registration failed. Please try again.';
const CLOSED = 'Registration for this role is currently closed.';

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
    onValid: (body) => {
      void loadRegisterSuccess();
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

  const roleOptions: readonly RadioCardOption<Role>[] = [
    {
      value: 'student',
      label: 'Student',
      description: settings.allowStudentRegistration
        ? 'Enrol in courses, learn and take assessments.'
        : CLOSED,
      icon: GraduationCap,
      disabled: !settings.allowStudentRegistration,
    },
    {
      value: 'instructor',
      label: 'Instructor',
      description: settings.allowInstructorRegistration ? 'Create courses and teach your students.' : CLOSED,
      icon: Presentation,
      disabled: !settings.allowInstructorRegistration,
    },
    {
      value: 'admin',
      label: 'Administrator',
      description: 'Manage users, courses and platform settings.',
      icon: ShieldCheck,
    },
  ];

  if (registered) {
    return (
      <Suspense fallback={<LoadingState label="Creating Account..." className="flex-1" />}>
        <RegisterSuccess {...registered} />
      </Suspense>
    );
  }

  return (
    <AuthShell
      documentTitle="Create Account"
      title="Create your account"
      subtitle="Join Somo to learn, teach or run the platform."
      panelTitle="Start learning with a community that helps."
      panelPoints={[
        'Free and paid courses from real instructors',
        'Self-paced lessons with video and text',
        'Course forums, messages and an AI study assistant',
      ]}
      footer={
        <>
          Already have an account? <TextLink to={paths.login()}>Sign in</TextLink>
        </>
      }
    >
      <form {...form} className="space-y-5">
        {mutation.isError ? (
          <Alert variant="error">{errorMessage(mutation.error, REGISTRATION_FAILED)}</Alert>
        ) : null}

        <RadioCardGroup
          label="I want to join as"
          name="role"
          value={role}
          onValueChange={(next) => setValue('role', next)}
          options={roleOptions}
          layout="tiles"
        />
        {errors.role ? <p className="text-sm text-danger-700">{errors.role}</p> : null}

        {role === 'admin' ? (
          <Alert variant="warning" title="Administrator accounts need approval">
            An existing administrator must approve your request before you can sign in. You will receive an
            e-mail once it is approved.
          </Alert>
        ) : null}

        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="First name" error={errors.first_name}>
            <Input autoComplete="given-name" {...field('first_name')} />
          </Field>
          <Field label="Last name" error={errors.last_name}>
            <Input autoComplete="family-name" {...field('last_name')} />
          </Field>
        </div>

        <Field label="Username" error={errors.username} required>
          <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...field('username')} />
        </Field>

        <Field label="Email" error={errors.email} required>
          <Input type="email" autoComplete="email" {...field('email')} />
        </Field>

        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Password" hint="At least 6 characters." error={errors.password} required>
            <PasswordInput autoComplete="new-password" {...field('password')} />
          </Field>
          <Field label="Confirm password" error={errors.password_confirm} required>
            <PasswordInput autoComplete="new-password" {...field('password_confirm')} />
          </Field>
        </div>

        <p className="text-xs leading-relaxed text-slate-500">
          By creating an account you agree to the <TextLink to={paths.terms()}>Terms of Service</TextLink> and
          the <TextLink to={paths.privacy()}>Privacy Policy</TextLink>.
        </p>

        <Button type="submit" size="lg" className="w-full" loading={mutation.isPending}>
          {mutation.isPending
            ? 'Creating Account...'
            : role === 'admin'
              ? 'Request Administrator Account'
              : 'Create Account'}
        </Button>
      </form>

      <OrDivider />
      <GoogleSignInButton />
    </AuthShell>
  );
}
