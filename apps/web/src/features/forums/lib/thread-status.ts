import type { ForumThreadSummary } from '@somo/contract/forums';

export type ThreadStatus = 'pinned' | 'locked' | 'solved' | 'open';

/** Spec 01 §2 Forums: one icon per thread, chosen by priority pinned, then locked, then solved. */
export function threadStatus(thread: Pick<ForumThreadSummary, 'pinned' | 'locked' | 'solved'>): ThreadStatus {
  if (thread.pinned) return 'pinned';
  if (thread.locked) return 'locked';
  if (thread.solved) return 'solved';
  return 'open';
}
