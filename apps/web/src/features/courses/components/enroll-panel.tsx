import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseDetail } from '@somo/contract/courses';
import {
  BarChart3,
  CheckCircle2,
  Globe,
  Infinity as InfinityIcon,
  Info,
  MessageSquare,
  MessagesSquare,
  PlayCircle,
  ShieldCheck,
  Clock,
} from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonStyles } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { NetworkButton } from '../../../components/ui/network-button';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast-context';
import { useAuth } from '../../../lib/auth/auth-context';
import { usePrice } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { setIntendedCourse } from '../../../lib/session-storage';
import { useEnrollMutation } from '../api/enroll';
import { ENROLL_TEXT, checkoutFailure, enrollFailure, type EnrollFailure } from '../../../lib/enroll-outcome';
import { useEnrollmentStatus } from '../api/get-enrollment-status';
import { useStartCheckout } from '../../../api/payments';
import { CourseCover } from './course-cover';

type Notice = { variant: 'error' | 'info'; text: string };

function Included({ lessonCount }: { lessonCount: number }) {
  const { t } = useLingui();
  const items = [
    { icon: PlayCircle, text: t`${plural(lessonCount, { one: '# lesson', other: '# lessons' })}` },
    { icon: Clock, text: t`Self-paced: learn on your schedule` },
    { icon: Globe, text: t`Online, on any device` },
    { icon: MessagesSquare, text: t`Course discussion forum` },
  ];
  return (
    <div className="border-t border-slate-100 pt-4">
      <p className="text-sm font-semibold text-slate-900">
        <Trans>This course includes</Trans>
      </p>
      <ul className="mt-2.5 space-y-2 text-sm text-slate-600">
        {items.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-2.5">
            <Icon className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}

function AccessNote({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900">
      <p className="flex items-center gap-2 font-semibold">
        <ShieldCheck className="size-4 text-brand-700" aria-hidden="true" />
        {title}
      </p>
      <div className="mt-1.5 leading-relaxed">{children}</div>
    </div>
  );
}

function EnrollButtonLabel({
  free,
  enrolling,
  checkingOut,
}: {
  free: boolean;
  enrolling: boolean;
  checkingOut: boolean;
}) {
  if (enrolling) return <Trans>Enrolling...</Trans>;
  if (checkingOut) return <Trans>Starting payment...</Trans>;
  return free ? <Trans>Enroll for Free</Trans> : <Trans>Enroll Now</Trans>;
}

/** Spec 01 §2: the price box and what the viewer can do with this course. */
export function EnrollPanel({ course }: { course: CourseDetail }) {
  const { t } = useLingui();
  const courseId = String(course.id);
  const { user, status, logout } = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();
  const price = usePrice(course.price, course.currency);
  const free = course.price === 0;
  const isStudent = user?.role === 'student';
  const enrollment = useEnrollmentStatus(courseId, isStudent);
  const mutation = useEnrollMutation(courseId);
  const checkout = useStartCheckout();
  const busy = mutation.isPending || checkout.isPending;
  const [notice, setNotice] = useState<Notice | null>(null);

  function signUpToEnroll() {
    setIntendedCourse(courseId);
    void navigate(paths.login());
  }

  async function showFailure(failure: EnrollFailure) {
    switch (failure.kind) {
      case 'already-enrolled':
        mutation.markEnrolled();
        setNotice({ variant: 'info', text: failure.message });
        return;
      case 'sign-in-again':
        toast({ title: failure.message, variant: 'error' });
        await logout();
        void navigate(paths.login());
        return;
      case 'denied':
        setNotice({ variant: 'error', text: failure.message });
        toast({ title: failure.alert, variant: 'error' });
        return;
      case 'failed':
        setNotice({ variant: 'error', text: failure.message });
    }
  }

  function enroll() {
    setNotice(null);
    // A paid course is paid for first: the checkout leads to the provider (or the test prompt), and the
    // server enrols the student once the provider confirms the payment.
    if (!free) {
      checkout.mutate(course.id, { onError: (error) => void showFailure(checkoutFailure(error)) });
      return;
    }
    mutation.mutate(undefined, {
      onSuccess: () => toast({ title: ENROLL_TEXT.success, variant: 'success' }),
      onError: (error) => void showFailure(enrollFailure(error)),
    });
  }

  let action: ReactNode;
  if (status === 'loading' || (isStudent && enrollment.isPending)) {
    action = (
      <p role="status" className="flex items-center gap-2 py-2 text-sm text-slate-500">
        <Spinner className="size-4" />
        <Trans>Checking your enrollment...</Trans>
      </p>
    );
  } else if (!user) {
    action = (
      <div className="space-y-3">
        <Button size="lg" className="w-full" onClick={signUpToEnroll}>
          <Trans>Sign Up to Enroll</Trans>
        </Button>
        <p className="text-center text-xs text-slate-500">
          <Trans>Sign in or create an account; you will come straight back to this course.</Trans>
        </p>
      </div>
    );
  } else if (isStudent && enrollment.data === true) {
    action = (
      <div className="space-y-3">
        <p className="flex items-center gap-2 text-sm font-medium text-success-700">
          <CheckCircle2 className="size-4" aria-hidden="true" />
          <Trans>You are enrolled in this course</Trans>
        </p>
        <Link
          to={paths.student.learn(courseId)}
          className={buttonStyles({ size: 'lg', className: 'w-full' })}
        >
          <PlayCircle aria-hidden="true" />
          <Trans>Continue Learning</Trans>
        </Link>
        <div className="grid gap-2">
          <Link to={paths.student.progress(courseId)} className={buttonStyles({ variant: 'secondary' })}>
            <BarChart3 aria-hidden="true" />
            <Trans>View Progress</Trans>
          </Link>
          <Link to={paths.messages()} className={buttonStyles({ variant: 'secondary' })}>
            <MessageSquare aria-hidden="true" />
            <Trans>Message Instructor</Trans>
          </Link>
        </div>
      </div>
    );
  } else if (isStudent) {
    action = (
      <div className="space-y-3">
        <NetworkButton size="lg" className="w-full" loading={busy} onClick={enroll}>
          <EnrollButtonLabel free={free} enrolling={mutation.isPending} checkingOut={checkout.isPending} />
        </NetworkButton>
        {free ? (
          <p className="flex items-center justify-center gap-1.5 text-xs text-slate-500">
            <InfinityIcon className="size-3.5" aria-hidden="true" />
            <Trans>Free access forever</Trans>
          </p>
        ) : (
          <p className="flex items-center justify-center gap-1.5 text-xs text-slate-500">
            <ShieldCheck className="size-3.5" aria-hidden="true" />
            <Trans>30-day money-back guarantee</Trans>
          </p>
        )}
      </div>
    );
  } else if (user.role === 'instructor') {
    action = (
      <AccessNote title={t`Instructor Access`}>
        <Trans>
          You can view all of this course’s content. Instructors cannot enroll in courses. Only students can
          enroll.
        </Trans>
      </AccessNote>
    );
  } else if (user.role === 'admin') {
    action = (
      <AccessNote title={t`Admin Access`}>
        <Trans>
          You can view all of this course’s content. Admins cannot enroll in courses. Only students can
          enroll.
        </Trans>
      </AccessNote>
    );
  } else {
    action = (
      <p className="flex items-center gap-2 rounded-lg border border-warning-200 bg-warning-50 p-4 text-sm font-medium text-warning-800">
        <Info className="size-4 shrink-0" aria-hidden="true" />
        <Trans>Limited Access - contact support</Trans>
      </p>
    );
  }

  return (
    <Card className="overflow-hidden">
      <CourseCover
        courseId={course.id}
        title={course.title}
        thumbnail={course.thumbnail}
        className="hidden aspect-[16/9] lg:block"
      />
      <div className="space-y-4 p-5 sm:p-6">
        <div>
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <p className={free ? 'text-3xl font-bold text-success-700' : 'text-3xl font-bold text-slate-900'}>
              <span className="sr-only">
                <Trans>Price:</Trans>{' '}
              </span>
              {price.main}
            </p>
            {price.approx ? <p className="text-sm text-slate-500">{price.approx}</p> : null}
          </div>
          {free ? null : (
            <p className="mt-1 text-sm text-slate-600">
              <Trans>One-time payment</Trans>
            </p>
          )}
        </div>
        {action}
        {notice ? <Alert variant={notice.variant === 'error' ? 'error' : 'info'}>{notice.text}</Alert> : null}
        <Included lessonCount={course.lesson_count} />
      </div>
    </Card>
  );
}
