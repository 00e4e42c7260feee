import { createContext, useContext } from 'react';
import type { ForumPost } from '@somo/contract/forums';

export type ThreadContextValue = {
  courseId: string;
  threadId: string;
  threadAuthorId: number;
  openingPostId: number | null;
  locked: boolean;
  currentUserId: number;
  /** The course instructor or an admin: may delete anything. */
  canModerate: boolean;
  /** The thread author or the course instructor. */
  canMarkSolution: boolean;
  requestDeletePost: (post: ForumPost) => void;
};

export const ThreadContext = createContext<ThreadContextValue | null>(null);

/** What every post in a thread needs to know about the thread and the reader. */
export function useThreadContext(): ThreadContextValue {
  const value = useContext(ThreadContext);
  if (!value) throw new Error('useThreadContext must be used inside a thread');
  return value;
}
