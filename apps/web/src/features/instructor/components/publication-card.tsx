import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { EyeOff, Rocket } from 'lucide-react';
import { NetworkButton } from '../../../components/ui/network-button';
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
  const { t } = useLingui();

  const onConfirm = () =>
    mutation.mutate(undefined, {
      // The server's own words are English; these say the same in the reader's language.
      onSuccess: ({ is_published }) =>
        toast({
          variant: 'success',
          title: is_published ? t`Course published successfully.` : t`Course unpublished successfully.`,
        }),
      onError: (error) =>
        toast({
          variant: 'error',
          title: t`Failed to update publication status`,
          description: errorMessage(error, t`Please try again.`),
        }),
      onSettled: () => setConfirming(false),
    });

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center justify-between gap-3">
          <CardTitle>
            <Trans>Publication</Trans>
          </CardTitle>
          <CourseStatusBadge published={published} />
        </div>
        <CardDescription>
          {published ? (
            <Trans>Students can find this course in the catalogue and enrol.</Trans>
          ) : (
            <Trans>Only you can see this draft. Publish it when it is ready for students.</Trans>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <NetworkButton
          variant={published ? 'secondary' : 'primary'}
          className="w-full"
          onClick={() => setConfirming(true)}
        >
          {published ? <EyeOff aria-hidden="true" /> : <Rocket aria-hidden="true" />}
          {published ? <Trans>Unpublish Course</Trans> : <Trans>Publish Course</Trans>}
        </NetworkButton>
      </CardContent>
      <ConfirmDialog
        needsNetwork
        open={confirming}
        onOpenChange={setConfirming}
        title={published ? t`Unpublish this course?` : t`Publish this course?`}
        description={
          published
            ? t`It leaves the catalogue and new students can no longer enrol. You can publish it again at any time.`
            : t`It appears in the catalogue for everyone, and students already enrolled are notified.`
        }
        confirmLabel={published ? t`Unpublish` : t`Publish`}
        pendingLabel={published ? t`Unpublishing...` : t`Publishing...`}
        pending={mutation.isPending}
        onConfirm={onConfirm}
      />
    </Card>
  );
}
