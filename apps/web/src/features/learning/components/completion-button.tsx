import { CheckCircle2, Circle, Undo2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { NetworkButton } from '../../../components/ui/network-button';
import { useToast } from '../../../components/ui/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { useLessonCompletion } from '../api/set-lesson-completion';

type CompletionButtonProps = { courseId: string; lessonId: number; completed: boolean };

/** Records the lesson as complete on the server; a completed lesson can be marked incomplete again. */
export function CompletionButton({ courseId, lessonId, completed }: CompletionButtonProps) {
  const { t } = useLingui();
  const mutation = useLessonCompletion(courseId);
  const { toast } = useToast();

  function save(next: boolean) {
    mutation.mutate(
      { lessonId, completed: next },
      {
        onError: (error) =>
          toast({
            title: errorMessage(error, t`Your progress could not be saved. Please try again.`),
            variant: 'error',
          }),
      },
    );
  }

  if (!completed) {
    return (
      <NetworkButton loading={mutation.isPending} onClick={() => save(true)}>
        {mutation.isPending ? null : <Circle aria-hidden="true" />}
        {mutation.isPending ? t`Saving...` : t`Mark as Complete`}
      </NetworkButton>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p
        role="status"
        className="inline-flex h-10 items-center gap-2 rounded-lg bg-success-50 px-3 text-sm font-semibold text-success-800 ring-1 ring-success-200"
      >
        <CheckCircle2 className="size-4 text-success-600" aria-hidden="true" />
        <Trans>Completed</Trans>
      </p>
      <NetworkButton variant="ghost" size="sm" loading={mutation.isPending} onClick={() => save(false)}>
        {mutation.isPending ? null : <Undo2 aria-hidden="true" />}
        <Trans>Mark as incomplete</Trans>
      </NetworkButton>
    </div>
  );
}
