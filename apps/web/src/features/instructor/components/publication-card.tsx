import { useState } from 'react';
import { EyeOff, Rocket } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { useTogglePublicationMutation } from '../api/course-mutations';
import { CourseStatusBadge } from '../../../components/course-status-badge';

/** Spec 02 §4: publishing and unpublishing each ask first. */
export function PublicationCard({ courseId, published }: { courseId: string; published: boolean }) {
  const mutation = useTogglePublicationMutation(courseId);
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);

  const onConfirm = () =>
    mutation.mutate(undefined, {
      onSuccess: ({ message }) => toast({ variant: 'success', title: message }),
      onError: (error) =>
        toast({
          variant: 'error',
          title: 'Failed to update publication status',
          description: errorMessage(error, 'Please try again.'),
        }),
      onSettled: () => setConfirming(false),
    });

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center justify-between gap-3">
          <CardTitle>Publication</CardTitle>
          <CourseStatusBadge published={published} />
        </div>
        <CardDescription>
          {published
            ? 'Students can find this course in the catalogue and enrol.'
            : 'Only you can see this draft. Publish it when it is ready for students.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant={published ? 'secondary' : 'primary'}
          className="w-full"
          onClick={() => setConfirming(true)}
        >
          {published ? <EyeOff aria-hidden="true" /> : <Rocket aria-hidden="true" />}
          {published ? 'Unpublish Course' : 'Publish Course'}
        </Button>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={published ? 'Unpublish this course?' : 'Publish this course?'}
        description={
          published
            ? 'It leaves the catalogue and new students can no longer enrol. You can publish it again at any time.'
            : 'It appears in the catalogue for everyone, and students already enrolled are notified.'
        }
        confirmLabel={published ? 'Unpublish' : 'Publish'}
        pendingLabel={published ? 'Unpublishing...' : 'Publishing...'}
        pending={mutation.isPending}
        onConfirm={onConfirm}
      />
    </Card>
  );
}
