import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { buttonStyles } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../lib/paths';

/** Spec 02 §4: the success screen stays 3 seconds, then the course editor opens. */
export const EDITOR_REDIRECT_MS = 3000;

type CreateCourseSuccessProps = {
  courseId: number;
  title: string;
  /** For a course made from a PDF (spec 02 §2): what was generated. */
  summary?: { lessonsCreated: number; totalQuestions: number };
};

export function CreateCourseSuccess({ courseId, title, summary }: CreateCourseSuccessProps) {
  const navigate = useNavigate();
  const editor = paths.instructor.manageCourse(courseId);

  useEffect(() => {
    const timer = window.setTimeout(() => navigate(editor, { replace: true }), EDITOR_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, editor]);

  return (
    <Card className="mx-auto mt-8 max-w-xl px-6 py-10 text-center sm:px-10">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-success-50 text-success-600 ring-1 ring-success-100">
        <CheckCircle2 className="size-8" aria-hidden="true" />
      </span>
      <div role="status">
        <h2 className="mt-5 text-xl font-semibold text-slate-900">
          <Trans>Course created successfully!</Trans>
        </h2>
        {summary ? (
          <dl className="mx-auto mt-4 grid max-w-xs grid-cols-2 gap-3">
            <div className="rounded-lg bg-slate-50 px-3 py-2">
              <dt className="text-xs text-slate-600">
                <Trans>Lessons created</Trans>
              </dt>
              <dd className="text-xl font-semibold text-slate-900">{summary.lessonsCreated}</dd>
            </div>
            <div className="rounded-lg bg-slate-50 px-3 py-2">
              <dt className="text-xs text-slate-600">
                <Trans>Total questions</Trans>
              </dt>
              <dd className="text-xl font-semibold text-slate-900">{summary.totalQuestions}</dd>
            </div>
          </dl>
        ) : null}
        <p className="mt-3 text-sm break-words text-slate-600">
          {summary ? (
            <Trans>“{title}” is saved as a draft for you to review.</Trans>
          ) : (
            <Trans>“{title}” is ready for lessons.</Trans>
          )}{' '}
          <Trans>Taking you to the course editor in 3 seconds...</Trans>
        </p>
      </div>
      <Link to={editor} replace className={buttonStyles({ className: 'mt-6' })}>
        <Trans>Open the course editor now</Trans>
        <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
      </Link>
    </Card>
  );
}
