import { CircleCheck, Lock, Pin } from 'lucide-react';
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
          Pinned
        </Badge>
      ) : null}
      {thread.locked ? (
        <Badge variant="warning">
          <Lock className="size-3" aria-hidden="true" />
          Locked
        </Badge>
      ) : null}
      {thread.solved ? (
        <Badge variant="success">
          <CircleCheck className="size-3" aria-hidden="true" />
          Solved
        </Badge>
      ) : null}
    </>
  );
}
