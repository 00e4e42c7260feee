import type { ForumPost } from '@somo/contract/forums';

/** Replies deeper than this sit at the same indent, so long chains stay readable on a phone. */
export const MAX_VISUAL_DEPTH = 3;

export function visualDepth(depth: number): number {
  return Math.min(Math.max(depth, 0), MAX_VISUAL_DEPTH);
}

/** Every post in the tree, replies included. */
export function countPosts(posts: readonly ForumPost[]): number {
  return posts.reduce((total, post) => total + 1 + countPosts(post.replies), 0);
}

/** A copy of the tree with one post changed, wherever it is nested. */
export function updatePost(
  posts: readonly ForumPost[],
  postId: number,
  change: (post: ForumPost) => ForumPost,
): ForumPost[] {
  return posts.map((post) => {
    if (post.id === postId) return change(post);
    if (post.replies.length === 0) return post;
    return { ...post, replies: updatePost(post.replies, postId, change) };
  });
}

/**
 * The first top-level post opens the thread. Answers to it, whether sent from the reply box or with
 * its Reply button, are all replies to the thread, so they are listed together, oldest first.
 */
export function splitOpeningPost(posts: readonly ForumPost[]): {
  openingPost: ForumPost | null;
  replies: ForumPost[];
} {
  const [first, ...rest] = posts;
  if (!first) return { openingPost: null, replies: [] };
  const replies = [...first.replies, ...rest].sort(
    (a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id,
  );
  return { openingPost: { ...first, replies: [], reply_count: 0 }, replies };
}
