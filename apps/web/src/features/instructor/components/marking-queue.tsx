import { useState } from 'react';
import { Link } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCheck, PenLine } from 'lucide-react';
import type { MarkingQueueItem } from '@somo/contract/assessments';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonStyles } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingState } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useMarkingQueue } from '../api/get-marking-queue';
import { formatDateTime } from '../../../lib/format';
import { assessmentsTabSearch } from '../lib/panel-view';

/** How many wait in view before 'Show all': the dashboard stays short on a phone. */
export const MARKING_PREVIEW = 3;

function markingLink(item: MarkingQueueItem): string {
  return `${paths.instructor.manageCourse(item.course_id)}${assessmentsTabSearch({
    kind: 'submission',
    assessmentId: item.assessment_id,
    submissionId: item.submission_id,
  })}`;
}

function MarkingRow({ item }: { item: MarkingQueueItem }) {
  const { t } = useLingui();
  const { student_name: student, assessment_title: assessment, awaiting_marking: awaiting } = item;
  const submitted = formatDateTime(item.submitted_at);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3">
      <Avatar name={item.student_name} />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-slate-900">{item.student_name}</p>
        <p className="text-sm break-words text-slate-600">
          {item.assessment_title} · {item.course_title}
        </p>
        <p className="text-xs text-slate-500">
          {t`Submitted ${submitted} · ${plural(awaiting, { one: '# answer to mark', other: '# answers to mark' })}`}
        </p>
      </div>
      <Link
        to={markingLink(item)}
        aria-label={t`Mark ${student}'s ${assessment}`}
        className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'ms-auto' })}
      >
        <PenLine aria-hidden="true" />
        <Trans>Mark</Trans>
      </Link>
    </li>
  );
}

/**
 * The instructor dashboard's 'Needs marking': finished attempts with written answers waiting for a mark,
 * longest waiting first, each a link to the answers in the course editor.
 */
export function MarkingQueuePanel() {
  const { data, isPending, isError, error, refetch, isRefetching } = useMarkingQueue();
  const [showAll, setShowAll] = useState(false);
  const { t } = useLingui();

  let body;
  if (isPending) {
    body = <LoadingState label={t`Loading submissions to mark...`} className="py-6" />;
  } else if (isError) {
    body = (
      <LoadError
        title={t`Failed to load submissions to mark`}
        message={errorMessage(error, t`Please try again in a moment.`)}
        retrying={isRefetching}
        onRetry={() => void refetch()}
      />
    );
  } else if (data.submissions.length === 0) {
    body = (
      <p className="flex items-center gap-2 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-600 shadow-card">
        <CheckCheck className="size-4 shrink-0 text-success-600" aria-hidden="true" />
        <Trans>All caught up: written answers appear here as students submit them.</Trans>
      </p>
    );
  } else {
    const shown = showAll ? data.submissions : data.submissions.slice(0, MARKING_PREVIEW);
    const hidden = data.submissions.length - shown.length;
    const listed = data.submissions.length;
    const { total } = data;
    body = (
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-card">
        <ul className="divide-y divide-slate-100">
          {shown.map((item) => (
            <MarkingRow key={item.submission_id} item={item} />
          ))}
        </ul>
        {hidden > 0 ? (
          <div className="border-t border-slate-100 px-4 py-2.5">
            <Button variant="ghost" size="sm" onClick={() => setShowAll(true)}>
              <Trans>Show all {listed}</Trans>
            </Button>
          </div>
        ) : null}
        {total > listed ? (
          <p className="border-t border-slate-100 px-4 py-2.5 text-xs text-slate-500">
            <Trans>
              The {listed} waiting longest of {total}.
            </Trans>
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <section aria-labelledby="needs-marking-title" className="space-y-3">
      <h2 id="needs-marking-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Trans>Needs marking</Trans>
        {data && data.total > 0 ? <Badge variant="warning">{data.total}</Badge> : null}
      </h2>
      {body}
    </section>
  );
}
