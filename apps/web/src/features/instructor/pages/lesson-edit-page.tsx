import { useLocation, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileQuestion } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { BackLink } from '../../../components/ui/back-link';
import { Card, CardContent } from '../../../components/ui/card';
import { DocumentTitle } from '../../../components/ui/document-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { useToast } from '../../../components/ui/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useRouteParam } from '../../../lib/use-route-param';
import { useCourseLessons } from '../api/get-course-lessons';
import { useUpdateLessonMutation } from '../api/lesson-mutations';
import { LessonForm } from '../components/lesson-form';
import { LessonHandouts } from '../components/lesson-handouts';
import { wantsUpload } from '../lib/lesson-navigation';

const courseParamKey = 'courseId';
const lessonParamKey = 'lessonId';

export function LessonEditPage() {
  const courseId = useRouteParam(courseParamKey);
  const lessonId = useRouteParam(lessonParamKey);
  const { data: lessons, isPending, isError, error } = useCourseLessons(courseId);
  const mutation = useUpdateLessonMutation(courseId);
  const navigate = useNavigate();
  const location = useLocation();
  const { toast } = useToast();
  const lessonsTab = paths.instructor.courseTab(courseId, 'lessons');
  const index = lessons?.findIndex((item) => String(item.id) === lessonId) ?? -1;
  const lesson = index >= 0 ? lessons?.[index] : undefined;
  const { t } = useLingui();
  const position = index + 1;
  const lessonTitle = lesson?.title;

  return (
    <div className="mx-auto max-w-5xl">
      <DocumentTitle title={t`Edit Lesson`} />
      <PageHeader
        title={t`Edit Lesson`}
        description={
          lessonTitle === undefined
            ? t`Change the title, content or video of this lesson.`
            : t`Lesson ${position}: ${lessonTitle}`
        }
        eyebrow={
          <BackLink to={lessonsTab}>
            <Trans>Back to lessons</Trans>
          </BackLink>
        }
      />
      <div className="mt-8">
        {isPending ? (
          <LoadingState label={t`Loading lesson...`} />
        ) : isError ? (
          <Alert variant="error" title={t`The lesson could not be loaded`}>
            {errorMessage(error, t`Failed to load course data`)}
          </Alert>
        ) : !lesson ? (
          <EmptyState
            icon={FileQuestion}
            title={t`Lesson not found`}
            description={t`It may have been deleted. The course's lessons are listed in the editor.`}
            action={
              <TextLink to={lessonsTab}>
                <Trans>Back to lessons</Trans>
              </TextLink>
            }
          />
        ) : (
          <div className="space-y-6">
            <Card>
              <CardContent>
                <LessonForm
                  courseId={courseId}
                  lesson={lesson}
                  startWithUpload={wantsUpload(location.state)}
                  submitLabel={t`Save Lesson`}
                  pendingLabel={t`Saving...`}
                  pending={mutation.isPending}
                  error={mutation.error}
                  errorText={
                    mutation.isError ? errorMessage(mutation.error, t`Failed to update lesson`) : null
                  }
                  onCancel={() => navigate(lessonsTab)}
                  onSubmit={(values) =>
                    mutation.mutate(
                      { lessonId: lesson.id, body: values },
                      {
                        onSuccess: () => {
                          toast({ variant: 'success', title: t`Lesson updated successfully!` });
                          navigate(lessonsTab);
                        },
                      },
                    )
                  }
                />
              </CardContent>
            </Card>
            <LessonHandouts lesson={lesson} />
          </div>
        )}
      </div>
    </div>
  );
}
