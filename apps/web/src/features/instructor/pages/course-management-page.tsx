import { Link, useSearchParams } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ClipboardCheck,
  Eye,
  LayoutDashboard,
  ListOrdered,
  MessageSquareText,
  Settings,
  Users,
} from 'lucide-react';
import { BackLink } from '../../../components/ui/back-link';
import { buttonStyles } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { paths } from '../../../lib/paths';
import { useRouteParam } from '../../../lib/use-route-param';
import { useInstructorCourse } from '../api/get-instructor-course';
import { InstructorAssessmentsPanel } from '../components/instructor-assessments-panel';
import { CourseLessonsTab } from '../components/course-lessons-tab';
import { CourseLoadError } from '../components/course-load-error';
import { CourseMessagesTab } from '../components/course-messages-tab';
import { CourseOverviewTab } from '../components/course-overview-tab';
import { CourseSettingsTab } from '../components/course-settings-tab';
import { CourseStatusBadge } from '../../../components/course-status-badge';
import { CourseStudentsTab } from '../components/course-students-tab';
import { languageLabel } from '../lib/instructor-rules';
import { toCourseTab, type CourseTab } from '../lib/course-tabs';

const TAB_LABELS: { value: CourseTab; label: MessageDescriptor; icon: typeof Eye }[] = [
  { value: 'overview', label: msg`Overview`, icon: LayoutDashboard },
  { value: 'lessons', label: msg`Lessons`, icon: ListOrdered },
  { value: 'assessments', label: msg`Assessments`, icon: ClipboardCheck },
  { value: 'students', label: msg`Students`, icon: Users },
  { value: 'messages', label: msg`Messages`, icon: MessageSquareText },
  { value: 'settings', label: msg`Settings`, icon: Settings },
];

const courseParamKey = 'courseId';

/** Spec 02 §2: /manage and /edit are the same screen; the open tab lives in the address (?tab=). */
export function CourseManagementPage() {
  const courseId = useRouteParam(courseParamKey);
  const { data: course, isPending, isError, error } = useInstructorCourse(courseId);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = toCourseTab(searchParams.get('tab'));
  const { t, i18n } = useLingui();

  const selectTab = (next: CourseTab) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'overview') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  if (isPending) return <LoadingState label={t`Loading course...`} />;
  if (isError) {
    return (
      <>
        <DocumentTitle title={t`Error Loading Course`} />
        <CourseLoadError error={error} />
      </>
    );
  }

  const { title } = course;
  return (
    <>
      <DocumentTitle title={t`Manage ${title}`} />
      <PageHeader
        title={course.title}
        eyebrow={
          <BackLink to={paths.instructor.dashboard()}>
            <Trans>Back to Dashboard</Trans>
          </BackLink>
        }
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <CourseStatusBadge published={course.is_published} />
            <span className="text-sm">{languageLabel(i18n, course.language)}</span>
          </span>
        }
        actions={
          <Link to={paths.course(course.id)} className={buttonStyles({ variant: 'secondary' })}>
            <Eye aria-hidden="true" />
            <Trans>View Course Page</Trans>
          </Link>
        }
      />

      <Tabs value={tab} onValueChange={(value) => selectTab(toCourseTab(value))} className="mt-6">
        <TabsList
          aria-label={t`Course management sections`}
          // Three by two on phones, so no tab hides off screen.
          className="max-sm:grid max-sm:grid-cols-3 max-sm:gap-0"
        >
          {TAB_LABELS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger
              key={value}
              value={value}
              className="max-sm:justify-center max-sm:px-1 max-sm:[&_svg]:hidden"
            >
              <Icon aria-hidden="true" />
              {i18n._(label)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <CourseOverviewTab course={course} onSelectTab={selectTab} />
        </TabsContent>
        <TabsContent value="lessons">
          <CourseLessonsTab courseId={courseId} />
        </TabsContent>
        <TabsContent value="assessments">
          <InstructorAssessmentsPanel courseId={course.id} />
        </TabsContent>
        <TabsContent value="students">
          <CourseStudentsTab courseId={courseId} published={course.is_published} />
        </TabsContent>
        <TabsContent value="messages">
          <CourseMessagesTab courseId={courseId} />
        </TabsContent>
        {/* Kept mounted while hidden so unsaved edits survive a look at another tab. */}
        <TabsContent value="settings" forceMount className="data-[state=inactive]:hidden">
          <CourseSettingsTab course={course} onSelectTab={selectTab} />
        </TabsContent>
      </Tabs>
    </>
  );
}
