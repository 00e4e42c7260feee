import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ArrowRight,
  BookOpen,
  CircleCheck,
  CircleDashed,
  HardDrive,
  ListOrdered,
  Plus,
  Tag,
  Users,
  Video,
} from 'lucide-react';
import type { InstructorCourseDetail } from '@somo/contract/instructor';
import { markdownToPlainText } from '@somo/contract/markdown';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingState } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatBytes } from '../../../lib/format';
import { useCourseLessons } from '../api/get-course-lessons';
import type { CourseTab } from '../lib/course-tabs';
import { truncateText } from '../lib/instructor-rules';
import { usePrice } from '../../../lib/money';
import { AnnouncementForm } from './announcement-form';
import { StatCard } from '../../../components/ui/stat-card';

/** Spec 02 §9: the Overview lists five lessons, each cut at 100 characters. */
const RECENT_COUNT = 5;
const RECENT_CONTENT_LENGTH = 100;

function LessonNumber({ order }: { order: number }) {
  return <Trans>Lesson {order}</Trans>;
}

function RecentLessons({
  courseId,
  onSelectTab,
}: {
  courseId: string;
  onSelectTab: (tab: CourseTab) => void;
}) {
  const { data: lessons, isPending, isError, error } = useCourseLessons(courseId);
  const { t } = useLingui();
  const viewAll = (
    <Button variant="ghost" size="sm" onClick={() => onSelectTab('lessons')}>
      <Trans>View All</Trans>
      <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
    </Button>
  );

  if (isPending) return <LoadingState label={t`Loading lessons...`} className="py-8" />;
  if (isError) return <Alert variant="error">{errorMessage(error, t`Failed to load lessons`)}</Alert>;
  if (lessons.length === 0) {
    return (
      <EmptyState
        icon={ListOrdered}
        title={t`No lessons yet`}
        description={t`Add the first lesson so students have something to learn.`}
        headingLevel="h3"
        className="py-8"
        action={
          <Button size="sm" onClick={() => onSelectTab('lessons')}>
            <Plus aria-hidden="true" />
            <Trans>Add Lesson</Trans>
          </Button>
        }
      />
    );
  }

  const recent = [...lessons]
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.order - a.order)
    .slice(0, RECENT_COUNT);
  const more = lessons.length - recent.length;

  return (
    <>
      <ul className="divide-y divide-slate-100">
        {recent.map((lesson) => (
          <li key={lesson.id} className="py-3 first:pt-0">
            <p className="text-xs font-medium text-brand-700">
              <LessonNumber order={lesson.order} />
            </p>
            <p className="font-medium break-words text-slate-900">{lesson.title}</p>
            {lesson.content ? (
              <p className="mt-0.5 text-sm break-words text-slate-600">
                {truncateText(markdownToPlainText(lesson.content), RECENT_CONTENT_LENGTH)}
              </p>
            ) : null}
            {lesson.video_source ? (
              <p className="mt-1 flex items-center gap-1.5 text-xs text-slate-500">
                <Video className="size-3.5" aria-hidden="true" />
                <Trans>Video content included</Trans>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
        {more > 0 ? (
          <p className="text-sm text-slate-600">
            {t`And ${plural(more, { one: '# more lesson...', other: '# more lessons...' })}`}
          </p>
        ) : null}
        <div className="ms-auto">{viewAll}</div>
      </div>
    </>
  );
}

type CourseOverviewTabProps = {
  course: InstructorCourseDetail;
  onSelectTab: (tab: CourseTab) => void;
};

export function CourseOverviewTab({ course, onSelectTab }: CourseOverviewTabProps) {
  const price = usePrice(course.price, course.currency);
  const { t } = useLingui();
  const storage = formatBytes(course.storage_bytes);
  return (
    <div className="space-y-6">
      <section aria-label={t`Course figures`} className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard label={t`Total Lessons`} value={course.lesson_count} icon={BookOpen} />
        <StatCard label={t`Students Enrolled`} value={course.student_count} icon={Users} tone="slate" />
        <StatCard
          label={t`Status`}
          value={course.is_published ? t`Published` : t`Draft`}
          icon={course.is_published ? CircleCheck : CircleDashed}
          tone={course.is_published ? 'success' : 'warning'}
        />
        <StatCard label={t`Price`} value={price.main} hint={price.approx} icon={Tag} tone="slate" />
      </section>
      <p className="-mt-2 flex items-center gap-2 text-sm text-slate-600">
        <HardDrive className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
        <span>
          <Trans>
            Lesson files (images, handouts and videos) use{' '}
            <strong className="font-semibold text-slate-800">{storage}</strong> of storage.
          </Trans>
        </span>
      </p>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
        <div className="space-y-6 lg:col-span-3">
          <Card>
            <CardHeader>
              <CardTitle>
                <Trans>Description</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-sm leading-relaxed break-words whitespace-pre-line text-slate-700">
                {course.description || t`No description yet.`}
              </p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>
                <Trans>Recent lessons</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <RecentLessons courseId={String(course.id)} onSelectTab={onSelectTab} />
            </CardContent>
          </Card>
        </div>
        <div className="lg:col-span-2">
          <AnnouncementForm courseId={course.id} />
        </div>
      </div>
    </div>
  );
}
