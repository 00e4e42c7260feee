import { CircleCheck, Lock, Pin } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import type { ForumThreadSummary } from '@somo/contract/forums';
import { Badge } from '../../../components/ui/badge';

/** Every flag a thread carries, as small badges (the status icon shows only the first of them). */
export function ThreadFlags({
  thread,
}: {
  thread: Pick<ForumThreadSummary, 'pinned' | 'locked' | 'solved'>;
}) {
  return (
    <>
      {thread.pinned ? (
        <Badge variant="brand">
          <Pin className="size-3" aria-hidden="true" />
          <Trans>Pinned</Trans>
        </Badge>
      ) : null}
      {thread.locked ? (
        <Badge variant="warning">
          <Lock className="size-3" aria-hidden="true" />
          <Trans>Locked</Trans>
        </Badge>
      ) : null}
      {thread.solved ? (
        <Badge variant="success">
          <CircleCheck className="size-3" aria-hidden="true" />
          <Trans>Solved</Trans>
        </Badge>
      ) : null}
    </>
  );
}
