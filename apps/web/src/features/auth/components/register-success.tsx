import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { CheckCircle2, Home, Hourglass, LogIn } from 'lucide-react';
import { buttonStyles } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { paths } from '../../../lib/paths';

/** Spec §9: a new student or instructor is taken to sign-in after 2 seconds. */
export const LOGIN_REDIRECT_DELAY_MS = 2000;

type RegisterSuccessProps = {
  username: string;
  /** An administrator registration is only a request until an existing administrator approves it. */
  pendingApproval: boolean;
};

export function RegisterSuccess({ username, pendingApproval }: RegisterSuccessProps) {
  const { t } = useLingui();
  const navigate = useNavigate();

  useEffect(() => {
    if (pendingApproval) return;
    const timer = window.setTimeout(
      () => void navigate(paths.login(), { state: { username } }),
      LOGIN_REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [navigate, pendingApproval, username]);

  return (
    <div className="flex flex-1 items-start justify-center bg-gradient-to-b from-brand-50/80 via-slate-50 to-slate-50 px-4 py-12 sm:py-20">
      <DocumentTitle title={pendingApproval ? t`Request Submitted` : t`Registration Successful`} />
      <div
        role="status"
        className="w-full max-w-md rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-overlay sm:px-10"
      >
        {pendingApproval ? (
          <>
            <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-warning-50 text-warning-600 ring-1 ring-warning-100">
              <Hourglass className="size-7" aria-hidden="true" />
            </span>
            <h1 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900">
              <Trans>Request submitted</Trans>
            </h1>
            <p className="mt-3 text-slate-600">
              <Trans>
                Your request for an administrator account is awaiting approval by an existing administrator.
                You will receive an e-mail once it is approved.
              </Trans>
            </p>
            <div className="mt-8">
              <Link to={paths.home()} className={buttonStyles({ className: 'w-full sm:w-auto' })}>
                <Home aria-hidden="true" />
                <Trans>Return to Home</Trans>
              </Link>
            </div>
          </>
        ) : (
          <>
            <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-success-50 text-success-600 ring-1 ring-success-100">
              <CheckCircle2 className="size-7" aria-hidden="true" />
            </span>
            <h1 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900">
              <Trans>Registration successful!</Trans>
            </h1>
            <p className="mt-3 text-slate-600">
              <Trans>
                Your account <strong className="font-semibold text-slate-900">{username}</strong> is ready.
                Taking you to the sign-in page...
              </Trans>
            </p>
            <div className="mt-8 flex flex-col-reverse justify-center gap-3 sm:flex-row">
              <Link to={paths.home()} className={buttonStyles({ variant: 'secondary' })}>
                <Home aria-hidden="true" />
                <Trans>Return to Home</Trans>
              </Link>
              <Link to={paths.login()} state={{ username }} className={buttonStyles()}>
                <LogIn aria-hidden="true" />
                <Trans>Go to Login</Trans>
              </Link>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
