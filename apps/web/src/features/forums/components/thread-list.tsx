import { MessagesSquare, SearchX } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ForumThreadSummary } from '@somo/contract/forums';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ThreadRow } from './thread-row';

type ThreadListProps = {
  courseId: string;
  threads: readonly ForumThreadSummary[];
  filtered: boolean;
  onClearFilters: () => void;
};

export function ThreadList({ courseId, threads, filtered, onClearFilters }: ThreadListProps) {
  const { t } = useLingui();
  if (threads.length === 0) {
    return filtered ? (
      <EmptyState
        icon={SearchX}
        title={t`No matching threads`}
        description={t`No discussion matches this category and search. Try other words or look in all categories.`}
        action={
          <Button variant="secondary" onClick={onClearFilters}>
            <Trans>Clear filters</Trans>
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={MessagesSquare}
        title={t`No threads yet`}
        description={t`Be the first to start a discussion: ask a question, share a resource or find a study group.`}
      />
    );
  }
  return (
    <ul
      aria-label={t`Threads`}
      className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-card"
    >
      {threads.map((thread) => (
        <ThreadRow key={thread.id} courseId={courseId} thread={thread} />
      ))}
    </ul>
  );
}
