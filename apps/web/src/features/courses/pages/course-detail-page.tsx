import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { CourseDetail } from '@somo/contract/courses';
import { progressText } from '@somo/contract/progress';
import { Clock, FileQuestion, Globe, MessagesSquare, PlayCircle, Users } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { BackLink } from '../../../components/ui/back-link';
import { Badge } from '../../../components/ui/badge';
import { buttonStyles } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { DocumentTitle } from '../../../components/ui/document-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageContainer } from '../../../components/ui/page-container';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { LoadingState } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { paths } from '../../../lib/paths';
import { useRouteParam } from '../../../lib/use-route-param';
import { useCourse } from '../api/get-course';
import { useEnrollmentStatus } from '../api/get-enrollment-status';
import { courseProgressQueryOptions } from '../../../api/course-progress';
import { CourseCover } from '../components/course-cover';
import { EnrollPanel } from '../components/enroll-panel';
import { LessonOutline } from '../components/lesson-outline';
import { plural } from '../../../lib/plural';

const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  pt: 'Portuguese',
};

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** Who may read lesson content (spec 01 §2): admins, instructors and students enrolled in the course. */
function useEntitled(courseId: string): boolean {
  const { user } = useAuth();
  const isStudent = user?.role === 'student';
  const enrollment = useEnrollmentStatus(courseId, isStudent);
  if (!user) return false;
  return isStudent ? enrollment.data === true : true;
}

function CourseHero({ course }: { course: CourseDetail }) {
  const facts = [
    { icon: Users, text: plural(course.student_count, 'student') },
    { icon: PlayCircle, text: plural(course.lesson_count, 'lesson') },
    { icon: Clock, text: 'Self-paced' },
    { icon: Globe, text: 'Online' },
  ];
  return (
    <div className="min-w-0">
      <h1 className="text-3xl font-bold tracking-tight break-words text-balance text-slate-900 sm:text-4xl">
        {course.title}
      </h1>
      {course.description ? (
        <p className="mt-4 line-clamp-4 max-w-3xl text-base break-words text-pretty whitespace-pre-line text-slate-600 sm:text-lg">
          {course.description}
        </p>
      ) : null}
      <ul className="mt-6 flex flex-wrap gap-2" aria-label="Course facts">
        {facts.map(({ icon: Icon, text }) => (
          <li key={text}>
            <Badge variant="neutral" className="gap-1.5 bg-white px-3 py-1 text-sm">
              <Icon className="size-4 text-brand-600" aria-hidden="true" />
              {text}
            </Badge>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex items-center gap-3">
        <Avatar name={instructorName(course)} size="md" />
        <p className="text-sm break-words text-slate-600">
          Created by <span className="font-semibold text-slate-900">{instructorName(course)}</span>
        </p>
      </div>
    </div>
  );
}

function AboutBox({ course }: { course: CourseDetail }) {
  const published = formatDate(course.created_at);
  return (
    <Card>
      <CardHeader>
        <CardTitle>About this course</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm leading-relaxed break-words whitespace-pre-line text-slate-700">
          {course.description || 'The instructor has not described this course yet.'}
        </p>
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500">Language</dt>
            <dd className="font-medium text-slate-900">
              {LANGUAGE_NAMES[course.language] ?? course.language}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Format</dt>
            <dd className="font-medium text-slate-900">Self-paced, online</dd>
          </div>
          {published ? (
            <div>
              <dt className="text-slate-500">Published</dt>
              <dd className="font-medium text-slate-900">{published}</dd>
            </div>
          ) : null}
        </dl>
      </CardContent>
    </Card>
  );
}

/** The instructor as people are shown everywhere: full name, username when no name is set. */
function instructorName(course: CourseDetail): string {
  return course.instructor.full_name || course.author_username;
}

function InstructorBox({ course }: { course: CourseDetail }) {
  const name = instructorName(course);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your instructor</CardTitle>
      </CardHeader>
      <CardContent className="flex items-center gap-4">
        <Avatar name={name} size="lg" />
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{name}</p>
          {name === course.author_username ? null : (
            <p className="text-sm break-all text-slate-500">@{course.author_username}</p>
          )}
          <p className="mt-1 text-sm text-slate-600">Instructor of this course</p>
        </div>
      </CardContent>
    </Card>
  );
}

function ForumBox({ courseId }: { courseId: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          <MessagesSquare className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold text-slate-900">Course forum</h2>
          <p className="text-sm text-slate-600">Ask questions and discuss the lessons with other learners.</p>
        </div>
        <Link to={paths.courseForum(courseId)} className={buttonStyles({ variant: 'secondary' })}>
          Visit the forum
        </Link>
      </CardContent>
    </Card>
  );
}

/** An enrolled student's progress in this course, in the same words as their dashboard and progress page. */
function YourProgress({ courseId }: { courseId: string }) {
  const { user } = useAuth();
  const isStudent = user?.role === 'student';
  const enrollment = useEnrollmentStatus(courseId, isStudent);
  const { data } = useQuery({
    ...courseProgressQueryOptions(courseId),
    enabled: isStudent && enrollment.data === true,
  });
  if (!data) return null;
  return (
    <Card>
      <CardContent className="space-y-2">
        <h2 className="text-base font-semibold text-slate-900">Your progress</h2>
        <p className="text-sm text-slate-600">{progressText(data.progress)}</p>
        <ProgressBar value={data.progress.percentage} label={`Your progress: ${data.progress.percentage}%`} />
      </CardContent>
    </Card>
  );
}

function CourseView({ course }: { course: CourseDetail }) {
  const courseId = String(course.id);
  const entitled = useEntitled(courseId);
  return (
    <>
      <DocumentTitle title={course.title} />
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 via-white to-white">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-3 lg:px-8">
          <div className="lg:col-span-2">
            <div className="mb-4">
              <BackLink to={paths.courses()}>All courses</BackLink>
            </div>
            <CourseCover
              courseId={course.id}
              title={course.title}
              thumbnail={course.thumbnail}
              className="mb-6 aspect-[16/9] rounded-xl lg:hidden"
            />
            <CourseHero course={course} />
          </div>
        </div>
      </section>
      <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 pt-6 pb-16 sm:px-6 lg:grid-cols-3 lg:px-8 lg:pt-0">
        <aside aria-label="Enrollment" className="lg:col-start-3 lg:row-start-1">
          <div className="lg:sticky lg:top-24 lg:-mt-64">
            <EnrollPanel course={course} />
          </div>
        </aside>
        <div className="min-w-0 space-y-6 lg:col-span-2 lg:row-start-1 lg:pt-8">
          <YourProgress courseId={courseId} />
          <LessonOutline lessons={course.lessons} entitled={entitled} />
          <AboutBox course={course} />
          <InstructorBox course={course} />
          <ForumBox courseId={courseId} />
        </div>
      </div>
    </>
  );
}

export function CourseDetailPage() {
  const courseId = useRouteParam('courseId');
  const { data: course, error, isPending, refetch } = useCourse(courseId);

  if (isPending) {
    return (
      <PageContainer>
        <LoadingState label="Loading course details..." />
      </PageContainer>
    );
  }
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return (
      <PageContainer>
        <DocumentTitle title="Course not found" />
        <EmptyState
          icon={FileQuestion}
          headingLevel="h1"
          title="Course not found"
          description="The course you are looking for does not exist or is no longer available."
          action={
            <Link to={paths.courses()} className={buttonStyles()}>
              Back to Courses
            </Link>
          }
        />
      </PageContainer>
    );
  }
  if (error || !course) {
    return (
      <PageContainer className="max-w-3xl">
        <DocumentTitle title="Course Details" />
        <Alert
          variant="error"
          title="Failed to fetch course details. Please try again."
          action={
            <div className="flex flex-wrap gap-2">
              <button type="button" className={buttonStyles({ size: 'sm' })} onClick={() => void refetch()}>
                Try Again
              </button>
              <Link to={paths.courses()} className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
                Back to Courses
              </Link>
            </div>
          }
        />
      </PageContainer>
    );
  }
  return <CourseView course={course} />;
}
