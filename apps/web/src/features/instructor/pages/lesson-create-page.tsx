import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { BackLink } from '../../../components/ui/back-link';
import { Card, CardContent } from '../../../components/ui/card';
import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';
import { useToast } from '../../../components/ui/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useRouteParam } from '../../../lib/use-route-param';
import { useInstructorCourse } from '../api/get-instructor-course';
import { useCreateLessonMutation } from '../api/lesson-mutations';
import { LessonForm } from '../components/lesson-form';
import { UPLOAD_VIDEO_STATE } from '../lib/lesson-navigation';

const courseParamKey = 'courseId';

export function LessonCreatePage() {
  const courseId = useRouteParam(courseParamKey);
  const { data: course } = useInstructorCourse(courseId);
  const mutation = useCreateLessonMutation(courseId);
  const navigate = useNavigate();
  const { toast } = useToast();
  const lessonsTab = paths.instructor.courseTab(courseId, 'lessons');
  const { t } = useLingui();
  const courseTitle = course?.title;

  return (
    <div className="mx-auto max-w-5xl">
      <DocumentTitle title={t`Create Lesson`} />
      <PageHeader
        title={t`Create Lesson`}
        description={
          courseTitle === undefined
            ? t`Add a new lesson to this course.`
            : t`A new lesson at the end of “${courseTitle}”.`
        }
        eyebrow={
          <BackLink to={lessonsTab}>
            <Trans>Back to lessons</Trans>
          </BackLink>
        }
      />
      <Card className="mt-8">
        <CardContent>
          <LessonForm
            courseId={courseId}
            autoFocus
            submitLabel={t`Create Lesson`}
            pendingLabel={t`Creating...`}
            pending={mutation.isPending}
            error={mutation.error}
            errorText={mutation.isError ? errorMessage(mutation.error, t`Failed to create lesson`) : null}
            onCancel={() => navigate(lessonsTab)}
            onSubmit={(values, videoMode) =>
              mutation.mutate(values, {
                onSuccess: ({ lesson }) => {
                  toast({ variant: 'success', title: t`Lesson created successfully!` });
                  // A video is uploaded to a saved lesson: its edit page, open on the upload, as the form said.
                  if (videoMode === 'file') {
                    navigate(paths.instructor.editLesson(courseId, lesson.id), { state: UPLOAD_VIDEO_STATE });
                  } else {
                    navigate(lessonsTab);
                  }
                },
              })
            }
          />
        </CardContent>
      </Card>
    </div>
  );
}
