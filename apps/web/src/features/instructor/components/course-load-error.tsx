import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle, ArrowLeft } from 'lucide-react';
import { buttonStyles } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

/** Spec 02 §8: a course that cannot be loaded (missing, not the instructor's, or a failed call). */
export function CourseLoadError({ error }: { error: unknown }) {
  const { t } = useLingui();
  return (
    <div className="mx-auto mt-10 max-w-md text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-danger-50 text-danger-600 ring-1 ring-danger-100">
        <AlertTriangle className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900">
        <Trans>Error Loading Course</Trans>
      </h1>
      <p className="mt-2 text-slate-600" role="alert">
        {errorMessage(error, t`Failed to load course data`)}
      </p>
      <Link to={paths.instructor.dashboard()} className={buttonStyles({ className: 'mt-6' })}>
        <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
        <Trans>Back to Dashboard</Trans>
      </Link>
    </div>
  );
}
