import { useNavigate } from 'react-router';
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

export function LessonEditPage() {
  const courseId = useRouteParam('courseId');
  const lessonId = useRouteParam('lessonId');
  const { data: lessons, isPending, isError, error } = useCourseLessons(courseId);
  const mutation = useUpdateLessonMutation(courseId);
  const navigate = useNavigate();
  const { toast } = useToast();
  const lessonsTab = paths.instructor.courseTab(courseId, 'lessons');
  const index = lessons?.findIndex((item) => String(item.id) === lessonId) ?? -1;
  const lesson = index >= 0 ? lessons?.[index] : undefined;

  return (
    <div className="mx-auto max-w-3xl">
      <DocumentTitle title="Edit Lesson" />
      <PageHeader
        title="Edit Lesson"
        description={
          lesson
            ? `Lesson ${index + 1}: ${lesson.title}`
            : 'Change the title, content or video of this lesson.'
        }
        eyebrow={<BackLink to={lessonsTab}>Back to lessons</BackLink>}
      />
      <div className="mt-8">
        {isPending ? (
          <LoadingState label="Loading lesson..." />
        ) : isError ? (
          <Alert variant="error" title="The lesson could not be loaded">
            {errorMessage(error, 'Failed to load course data')}
          </Alert>
        ) : !lesson ? (
          <EmptyState
            icon={FileQuestion}
            title="Lesson not found"
            description="It may have been deleted. The course's lessons are listed in the editor."
            action={<TextLink to={lessonsTab}>Back to lessons</TextLink>}
          />
        ) : (
          <Card>
            <CardContent>
              <LessonForm
                defaultValues={{
                  title: lesson.title,
                  content: lesson.content,
                  video_url: lesson.video_url ?? '',
                }}
                submitLabel="Save Lesson"
                pendingLabel="Saving..."
                pending={mutation.isPending}
                error={mutation.error}
                errorText={mutation.isError ? errorMessage(mutation.error, 'Failed to update lesson') : null}
                onCancel={() => navigate(lessonsTab)}
                onSubmit={(values) =>
                  mutation.mutate(
                    { lessonId: lesson.id, body: values },
                    {
                      onSuccess: () => {
                        toast({ variant: 'success', title: 'Lesson updated successfully!' });
                        navigate(lessonsTab);
                      },
                    },
                  )
                }
              />
            </CardContent>
          </Card>
        )}
      </div>
    </div>
  );
}
