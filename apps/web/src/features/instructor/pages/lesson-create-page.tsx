import { useNavigate } from 'react-router';
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

export function LessonCreatePage() {
  const courseId = useRouteParam('courseId');
  const { data: course } = useInstructorCourse(courseId);
  const mutation = useCreateLessonMutation(courseId);
  const navigate = useNavigate();
  const { toast } = useToast();
  const lessonsTab = paths.instructor.courseTab(courseId, 'lessons');

  return (
    <div className="mx-auto max-w-3xl">
      <DocumentTitle title="Create Lesson" />
      <PageHeader
        title="Create Lesson"
        description={
          course ? `A new lesson at the end of “${course.title}”.` : 'Add a new lesson to this course.'
        }
        eyebrow={<BackLink to={lessonsTab}>Back to lessons</BackLink>}
      />
      <Card className="mt-8">
        <CardContent>
          <LessonForm
            autoFocus
            submitLabel="Create Lesson"
            pendingLabel="Creating..."
            pending={mutation.isPending}
            error={mutation.error}
            errorText={mutation.isError ? errorMessage(mutation.error, 'Failed to create lesson') : null}
            onCancel={() => navigate(lessonsTab)}
            onSubmit={(values) =>
              mutation.mutate(values, {
                onSuccess: ({ message }) => {
                  toast({ variant: 'success', title: message });
                  navigate(lessonsTab);
                },
              })
            }
          />
        </CardContent>
      </Card>
    </div>
  );
}
