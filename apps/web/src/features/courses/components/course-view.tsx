import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { CourseDetail } from '@somo/contract/courses';
import { Clock, Globe, MessagesSquare, PlayCircle, Users } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { BackLink } from '../../../components/ui/back-link';
import { Badge } from '../../../components/ui/badge';
import { buttonStyles } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { DocumentTitle } from '../../../components/ui/document-title';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { courseProgressQueryOptions } from '../../../api/course-progress';
import { useAuth } from '../../../lib/auth/auth-context';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useEnrollmentStatus } from '../api/get-enrollment-status';
import { progressText } from '../lib/progress-text';
import { CourseCover } from './course-cover';
import { EnrollPanel } from './enroll-panel';
import { LessonOutline, type LessonAccess } from './lesson-outline';

/** The language a course is taught in, named in the reader's language; an unknown code shows as it is. */
const COURSE_LANGUAGES: Record<string, MessageDescriptor> = {
  en: msg`English`,
  es: msg`Spanish`,
  fr: msg`French`,
  de: msg`German`,
  pt: msg`Portuguese`,
  sw: msg`Swahili`,
};

/**
 * How much of each lesson's content the viewer gets, as the server decides it (spec 01 §2): admins, the course's
 * instructor and its enrolled students its Markdown; other instructors the opening of its plain text; everyone
 * else nothing.
 */
function useLessonAccess(course: CourseDetail): LessonAccess {
  const { user } = useAuth();
  const isStudent = user?.role === 'student';
  const enrollment = useEnrollmentStatus(String(course.id), isStudent);
  if (!user) return 'none';
  if (isStudent) return enrollment.data === true ? 'full' : 'none';
  return user.role === 'admin' || user.id === course.instructor.id ? 'full' : 'preview';
}

function CourseHero({ course }: { course: CourseDetail }) {
  const { t } = useLingui();
  const { student_count: studentCount, lesson_count: lessonCount } = course;
  const instructor = instructorName(course);
  const facts = [
    { icon: Users, text: t`${plural(studentCount, { one: '# student', other: '# students' })}` },
    { icon: PlayCircle, text: t`${plural(lessonCount, { one: '# lesson', other: '# lessons' })}` },
    { icon: Clock, text: t`Self-paced` },
    { icon: Globe, text: t`Online` },
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
      <ul className="mt-6 flex flex-wrap gap-2" aria-label={t`Course facts`}>
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
        <Avatar name={instructor} size="md" />
        <p className="text-sm break-words text-slate-600">
          <Trans>
            Created by <span className="font-semibold text-slate-900">{instructor}</span>
          </Trans>
        </p>
      </div>
    </div>
  );
}

function AboutBox({ course }: { course: CourseDetail }) {
  const { t, i18n } = useLingui();
  const published = formatDate(course.created_at, 'long');
  const language = Object.hasOwn(COURSE_LANGUAGES, course.language)
    ? COURSE_LANGUAGES[course.language]
    : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>About this course</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm leading-relaxed break-words whitespace-pre-line text-slate-700">
          {course.description || t`The instructor has not described this course yet.`}
        </p>
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500">
              <Trans>Language</Trans>
            </dt>
            <dd className="font-medium text-slate-900">{language ? i18n._(language) : course.language}</dd>
          </div>
          <div>
            <dt className="text-slate-500">
              <Trans>Format</Trans>
            </dt>
            <dd className="font-medium text-slate-900">
              <Trans>Self-paced, online</Trans>
            </dd>
          </div>
          {published ? (
            <div>
              <dt className="text-slate-500">
                <Trans>Published</Trans>
              </dt>
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
        <CardTitle>
          <Trans>Your instructor</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex items-center gap-4">
        <Avatar name={name} size="lg" />
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{name}</p>
          {name === course.author_username ? null : (
            <p className="text-sm break-all text-slate-500">@{course.author_username}</p>
          )}
          <p className="mt-1 text-sm text-slate-600">
            <Trans>Instructor of this course</Trans>
          </p>
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
          <h2 className="text-base font-semibold text-slate-900">
            <Trans>Course forum</Trans>
          </h2>
          <p className="text-sm text-slate-600">
            <Trans>Ask questions and discuss the lessons with other learners.</Trans>
          </p>
        </div>
        <Link to={paths.courseForum(courseId)} className={buttonStyles({ variant: 'secondary' })}>
          <Trans>Visit the forum</Trans>
        </Link>
      </CardContent>
    </Card>
  );
}

/** An enrolled student's progress in this course, in the same words as their dashboard and progress page. */
function YourProgress({ courseId }: { courseId: string }) {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const isStudent = user?.role === 'student';
  const enrollment = useEnrollmentStatus(courseId, isStudent);
  const { data } = useQuery({
    ...courseProgressQueryOptions(courseId),
    enabled: isStudent && enrollment.data === true,
  });
  if (!data) return null;
  const { percentage } = data.progress;
  return (
    <Card>
      <CardContent className="space-y-2">
        <h2 className="text-base font-semibold text-slate-900">
          <Trans>Your progress</Trans>
        </h2>
        <p className="text-sm text-slate-600">{progressText(i18n, data.progress)}</p>
        <ProgressBar value={percentage} label={t`Your progress: ${percentage}%`} />
      </CardContent>
    </Card>
  );
}

/** Spec 01 §2: the course page once the course is here: hero, enrolment panel, outline and about boxes. */
export function CourseView({ course }: { course: CourseDetail }) {
  const { t } = useLingui();
  const courseId = String(course.id);
  const lessonAccess = useLessonAccess(course);
  return (
    <>
      <DocumentTitle title={course.title} />
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 via-white to-white">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-3 lg:px-8">
          <div className="lg:col-span-2">
            <div className="mb-4">
              <BackLink to={paths.courses()}>
                <Trans>All courses</Trans>
              </BackLink>
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
        <aside aria-label={t`Enrollment`} className="lg:col-start-3 lg:row-start-1">
          <div className="lg:sticky lg:top-24 lg:-mt-64">
            <EnrollPanel course={course} />
          </div>
        </aside>
        <div className="min-w-0 space-y-6 lg:col-span-2 lg:row-start-1 lg:pt-8">
          <YourProgress courseId={courseId} />
          <LessonOutline lessons={course.lessons} access={lessonAccess} />
          <AboutBox course={course} />
          <InstructorBox course={course} />
          <ForumBox courseId={courseId} />
        </div>
      </div>
    </>
  );
}
