import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ListOrdered, Plus } from 'lucide-react';
import type { InstructorLesson } from '@somo/contract/instructor';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingState } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { useToast } from '../../../components/ui/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useCourseLessons } from '../api/get-course-lessons';
import {
  useCreateLessonMutation,
  useDeleteLessonMutation,
  useReorderLessonsMutation,
  useUpdateLessonMutation,
} from '../api/lesson-mutations';
import { moveId } from '../lib/instructor-rules';
import { UPLOAD_VIDEO_STATE } from '../lib/lesson-navigation';
import { LessonForm } from './lesson-form';
import { LessonListItem, editButtonId, moveButtonId, type MoveDirection } from './lesson-list-item';

const ADD_BUTTON_ID = 'add-lesson-button';

function NewLessonCard({ courseId, onDone }: { courseId: string; onDone: () => void }) {
  const mutation = useCreateLessonMutation(courseId);
  const { toast } = useToast();
  const navigate = useNavigate();
  const { t } = useLingui();
  return (
    <Card className="border-brand-200 ring-1 ring-brand-100">
      <CardHeader>
        <CardTitle as="h3">
          <Trans>New lesson</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <LessonForm
          courseId={courseId}
          idPrefix="new-lesson"
          autoFocus
          submitLabel={t`Create Lesson`}
          pendingLabel={t`Creating...`}
          pending={mutation.isPending}
          error={mutation.error}
          errorText={mutation.isError ? errorMessage(mutation.error, t`Failed to create lesson`) : null}
          onCancel={onDone}
          onSubmit={(values, videoMode) =>
            mutation.mutate(values, {
              onSuccess: ({ lesson }) => {
                toast({ variant: 'success', title: t`Lesson created successfully!` });
                // A video is uploaded to a saved lesson, on its edit page (the form says so).
                if (videoMode === 'file') {
                  navigate(paths.instructor.editLesson(courseId, lesson.id), { state: UPLOAD_VIDEO_STATE });
                } else {
                  onDone();
                }
              },
            })
          }
        />
      </CardContent>
    </Card>
  );
}

function EditLessonCard({
  courseId,
  lesson,
  position,
  onDone,
}: {
  courseId: string;
  lesson: InstructorLesson;
  position: number;
  onDone: () => void;
}) {
  const mutation = useUpdateLessonMutation(courseId);
  const { toast } = useToast();
  const { t } = useLingui();
  return (
    <Card className="border-brand-200 ring-1 ring-brand-100">
      <CardHeader>
        <p className="text-xs font-medium tracking-wide text-brand-700 uppercase">
          <Trans>Lesson {position}</Trans>
        </p>
        <CardTitle as="h3">
          <Trans>Edit lesson</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <LessonForm
          courseId={courseId}
          lesson={lesson}
          idPrefix={`edit-lesson-${lesson.id}`}
          autoFocus
          submitLabel={t`Save Lesson`}
          pendingLabel={t`Saving...`}
          pending={mutation.isPending}
          error={mutation.error}
          errorText={mutation.isError ? errorMessage(mutation.error, t`Failed to update lesson`) : null}
          onCancel={onDone}
          aside={
            <TextLink to={paths.instructor.editLesson(courseId, lesson.id)} className="text-sm">
              <Trans>Open in full editor</Trans>
            </TextLink>
          }
          onSubmit={(values) =>
            mutation.mutate(
              { lessonId: lesson.id, body: values },
              {
                onSuccess: () => {
                  toast({ variant: 'success', title: t`Lesson updated successfully!` });
                  onDone();
                },
              },
            )
          }
        />
      </CardContent>
    </Card>
  );
}

/** Spec 02 §2: add, edit inline (one lesson at a time), delete and reorder the course's lessons. */
export function CourseLessonsTab({ courseId }: { courseId: string }) {
  const { data: lessons, isPending, isError, error, refetch } = useCourseLessons(courseId);
  const reorder = useReorderLessonsMutation(courseId);
  const remove = useDeleteLessonMutation(courseId);
  const { toast } = useToast();
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<InstructorLesson | null>(null);
  // Keeps keyboard focus on the arrow the user pressed after the list re-renders in its new order.
  const focusAfterMove = useRef<{ lessonId: number; direction: MoveDirection } | null>(null);

  // After an inline form closes, focus goes back to the button that opened it.
  const focusAfterForm = useRef<string | null>(null);
  const { t } = useLingui();

  useEffect(() => {
    const id = focusAfterForm.current;
    if (!id || adding || editingId !== null) return;
    focusAfterForm.current = null;
    document.getElementById(id)?.focus();
  }, [adding, editingId]);

  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target || !lessons) return;
    focusAfterMove.current = null;
    const other: MoveDirection = target.direction === 'up' ? 'down' : 'up';
    const pressed = document.getElementById(moveButtonId(target.lessonId, target.direction));
    const fallback = document.getElementById(moveButtonId(target.lessonId, other));
    const next = pressed instanceof HTMLButtonElement && !pressed.disabled ? pressed : fallback;
    next?.focus();
  }, [lessons]);

  if (isPending) return <LoadingState label={t`Loading lessons...`} />;
  if (isError) {
    return (
      <Alert
        variant="error"
        title={t`Lessons could not be loaded`}
        action={
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      >
        {errorMessage(error, t`Failed to load lessons`)}
      </Alert>
    );
  }

  const count = lessons.length;
  const deletingTitle = deleting?.title;

  const move = (lesson: InstructorLesson, direction: MoveDirection) => {
    if (reorder.isPending) return;
    const ids = moveId(
      lessons.map((item) => item.id),
      lesson.id,
      direction === 'up' ? -1 : 1,
    );
    if (!ids) return;
    focusAfterMove.current = { lessonId: lesson.id, direction };
    reorder.mutate(ids, {
      onError: (reorderError) =>
        toast({
          variant: 'error',
          title: t`Failed to reorder lessons`,
          description: errorMessage(reorderError, t`The previous order has been kept.`),
        }),
    });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ variant: 'success', title: t`Lesson deleted successfully!` });
        if (editingId === deleting.id) setEditingId(null);
        setDeleting(null);
      },
      onError: (deleteError) => {
        toast({
          variant: 'error',
          title: t`Failed to delete lesson`,
          description: errorMessage(deleteError, t`Please try again.`),
        });
        setDeleting(null);
      },
    });
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">
            <Trans>Course lessons</Trans>
          </h2>
          <p className="text-sm text-slate-600">
            {t`${plural(count, { one: '# lesson', other: '# lessons' })}; use the arrows to change their order.`}
          </p>
        </div>
        <Button id={ADD_BUTTON_ID} onClick={() => setAdding(true)} disabled={adding}>
          <Plus aria-hidden="true" />
          <Trans>Add Lesson</Trans>
        </Button>
      </div>

      {adding ? (
        <NewLessonCard
          courseId={courseId}
          onDone={() => {
            focusAfterForm.current = ADD_BUTTON_ID;
            setAdding(false);
          }}
        />
      ) : null}

      {lessons.length === 0 && !adding ? (
        <EmptyState
          icon={ListOrdered}
          title={t`No lessons yet`}
          description={t`Lessons are what students work through: text, a video link, or both.`}
          action={
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" />
              <Trans>Add the first lesson</Trans>
            </Button>
          }
        />
      ) : (
        <ol className="space-y-3" aria-label={t`Lessons in order`}>
          {lessons.map((lesson, index) => (
            <li key={lesson.id}>
              {editingId === lesson.id ? (
                <EditLessonCard
                  courseId={courseId}
                  lesson={lesson}
                  position={index + 1}
                  onDone={() => {
                    focusAfterForm.current = editButtonId(lesson.id);
                    setEditingId(null);
                  }}
                />
              ) : (
                <LessonListItem
                  lesson={lesson}
                  position={index + 1}
                  isFirst={index === 0}
                  isLast={index === lessons.length - 1}
                  onMove={(direction) => move(lesson, direction)}
                  onEdit={() => setEditingId(lesson.id)}
                  onDelete={() => setDeleting(lesson)}
                />
              )}
            </li>
          ))}
        </ol>
      )}

      <ConfirmDialog
        needsNetwork
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t`Are you sure you want to delete this lesson?`}
        description={
          deletingTitle === undefined
            ? undefined
            : t`“${deletingTitle}” will be removed from the course, and the lessons after it move up one place.`
        }
        confirmLabel={t`Delete Lesson`}
        pendingLabel={t`Deleting...`}
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
