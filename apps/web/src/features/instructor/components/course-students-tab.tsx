import { useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Award, BarChart3, Mail, UserCheck, Users, UsersRound } from 'lucide-react';
import type { RosterStudent } from '@somo/contract/enrollments';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonStyles } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingState } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useCourseStudents } from '../api/get-course-students';
import { retentionRate } from '../lib/instructor-rules';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { StatCard } from '../../../components/ui/stat-card';
import { StudentProgressDialogContent } from './student-progress-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { formatDate } from '../../../lib/format';
import { percentText, progressText } from '../lib/progress-words';

/** When the student earned the course's certificate, with the way to the page anyone can check it on. */
function EarnedCertificate({
  name,
  certificate,
}: {
  name: string;
  certificate: NonNullable<RosterStudent['certificate']>;
}) {
  const issued = formatDate(certificate.issued_at);
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-700">
      <Award className="size-4 shrink-0 text-warning-600" aria-hidden="true" />
      <span>
        <Trans>
          Certificate earned <time dateTime={certificate.issued_at}>{issued}</time>
        </Trans>
      </span>
      <Link
        to={paths.certificate(certificate.id)}
        className="font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
      >
        <Trans>
          View certificate <span className="sr-only">of {name}</span>
        </Trans>
      </Link>
    </p>
  );
}

function StudentCard({
  courseId,
  student,
  number,
  onViewProgress,
}: {
  courseId: string;
  student: RosterStudent;
  number: number;
  onViewProgress: () => void;
}) {
  const { t, i18n } = useLingui();
  const { full_name: name } = student;
  const enrolled = formatDate(student.enrolled_at);
  const percentage = percentText(student.progress.percentage);
  return (
    <article className="flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-card sm:p-5">
      <div className="flex items-start gap-3">
        <Avatar name={student.full_name} size="md" />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium text-slate-500">
            <Trans>Student #{number}</Trans>
          </p>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 className="font-semibold break-words text-slate-900">{student.full_name}</h3>
            {student.is_active ? (
              <Badge variant="success">
                <Trans context="student">Active</Trans>
              </Badge>
            ) : (
              <Badge>
                <Trans context="student">Inactive</Trans>
              </Badge>
            )}
          </div>
          <p className="text-sm break-all text-slate-600">@{student.username}</p>
          <p className="truncate text-sm text-slate-600" title={student.email}>
            {student.email}
          </p>
        </div>
      </div>
      <div>
        <p className="text-xs text-slate-600">
          <Trans>Enrolled {enrolled}</Trans>
        </p>
        <p className="mt-1 text-xs font-medium text-slate-800">{progressText(i18n, student.progress)}</p>
        <ProgressBar
          value={student.progress.percentage}
          label={t`${name}'s progress: ${percentage}`}
          className="mt-1.5"
        />
        {student.certificate ? <EarnedCertificate name={name} certificate={student.certificate} /> : null}
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" className="flex-1" onClick={onViewProgress}>
          <BarChart3 aria-hidden="true" />
          <Trans>
            View Progress <span className="sr-only">of {name}</span>
          </Trans>
        </Button>
        <Link
          to={paths.instructor.courseChat(courseId, student.id)}
          className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'flex-1' })}
        >
          <Mail aria-hidden="true" />
          <Trans>
            Message <span className="sr-only">{name}</span>
          </Trans>
        </Link>
      </div>
    </article>
  );
}

/** Spec 02 §2: who is enrolled, how many are still active, and each student's own progress. */
export function CourseStudentsTab({ courseId, published }: { courseId: string; published: boolean }) {
  const { data, isPending, isError, error, refetch, isRefetching } = useCourseStudents(courseId);
  const [viewing, setViewing] = useState<RosterStudent | null>(null);
  const { t } = useLingui();

  if (isPending) return <LoadingState label={t`Loading students...`} />;
  if (isError) {
    return (
      <LoadError
        title={t`Failed to load students`}
        message={errorMessage(error, t`Please try again in a moment.`)}
        retrying={isRefetching}
        onRetry={() => void refetch()}
      />
    );
  }

  const students = data.students;
  const active = students.filter((student) => student.is_active).length;
  const certified = students.filter((student) => student.certificate !== null).length;

  return (
    <div className="space-y-6">
      <section aria-labelledby="enrolment-stats-title">
        <h2 id="enrolment-stats-title" className="text-lg font-semibold text-slate-900">
          <Trans>Enrollment statistics</Trans>
        </h2>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          <StatCard label={t`Total Students`} value={students.length} icon={Users} />
          <StatCard label={t`Active Enrollments`} value={active} icon={UserCheck} tone="success" />
          <StatCard
            label={t`Retention Rate`}
            value={percentText(retentionRate(active, students.length))}
            icon={BarChart3}
            tone="slate"
          />
          <StatCard label={t`Certificates earned`} value={certified} icon={Award} tone="warning" />
        </div>
      </section>

      <section aria-labelledby="students-title">
        <h2 id="students-title" className="text-lg font-semibold text-slate-900">
          <Trans>Enrolled students</Trans>
        </h2>
        {students.length === 0 ? (
          <EmptyState
            icon={UsersRound}
            title={t`No students enrolled yet`}
            description={
              published
                ? t`Students appear here as soon as they enrol in the course.`
                : t`This course is a draft. Publish it so students can find it and enrol.`
            }
            className="mt-3"
          />
        ) : (
          <ul className="mt-3 grid grid-cols-1 gap-4 md:grid-cols-2">
            {students.map((student, index) => (
              <li key={student.id}>
                <StudentCard
                  courseId={courseId}
                  student={student}
                  number={index + 1}
                  onViewProgress={() => setViewing(student)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <Dialog open={viewing !== null} onOpenChange={(open) => (open ? undefined : setViewing(null))}>
        {viewing ? <StudentProgressDialogContent courseId={courseId} student={viewing} /> : null}
      </Dialog>
    </div>
  );
}
