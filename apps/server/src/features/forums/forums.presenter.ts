import type { ForumAuthor, ForumPost, ForumThreadSummary } from '@somo/contract/forums';
import { isoTime } from '../../lib/sql';
import { fullName } from '../courses/courses.presenter';
import type { ForumCourse } from './forums.policy';
import type { PostRow, ThreadRow } from './forums.queries';

/** How a person is named on the forum: the full name, the username when no name is set. */
function toAuthor(id: number, username: string, first: string, last: string): ForumAuthor {
  return { id, username, full_name: fullName(first, last, username) };
}

function lastPost(row: ThreadRow): ForumThreadSummary['last_post'] {
  if (!row.last_post_author || !row.last_post_at) return null;
  return {
    author: row.last_post_author,
    author_name: fullName(
      row.last_post_first_name ?? '',
      row.last_post_last_name ?? '',
      row.last_post_author,
    ),
    created_at: isoTime(row.last_post_at),
  };
}

export function toThreadSummary(row: ThreadRow, course: ForumCourse): ForumThreadSummary {
  return {
    id: row.id,
    title: row.title,
    category: row.category_id && row.category_name ? { id: row.category_id, name: row.category_name } : null,
    category_name: row.category_name,
    author: toAuthor(row.author_id, row.author_username, row.author_first_name, row.author_last_name),
    author_is_instructor: row.author_id === course.instructorId,
    post_count: row.post_count,
    views: row.views,
    pinned: row.pinned,
    locked: row.locked,
    solved: row.solved,
    created_at: isoTime(row.created_at),
    last_post: lastPost(row),
  };
}

/**
 * Turns the flat post list into top-level posts with their replies nested under them. Whether the reader upvoted
 * a post is theirs alone: it is left false here and filled per request from `voter_ids`.
 */
export function nestPosts(rows: PostRow[], course: ForumCourse): ForumPost[] {
  const byId = new Map<number, ForumPost>();
  for (const row of rows) {
    byId.set(row.id, {
      id: row.id,
      content: row.content,
      author: toAuthor(row.author_id, row.author_username, row.author_first_name, row.author_last_name),
      author_is_instructor: row.author_id === course.instructorId,
      created_at: isoTime(row.created_at),
      parent: row.parent_id,
      replies: [],
      reply_count: 0,
      upvote_count: row.voter_ids.length,
      is_upvoted: false,
      is_solution: row.is_solution,
    });
  }
  const roots: ForumPost[] = [];
  for (const post of byId.values()) {
    const parent = post.parent === null ? undefined : byId.get(post.parent);
    if (parent) {
      parent.replies.push(post);
      parent.reply_count += 1;
    } else {
      roots.push(post);
    }
  }
  return roots;
}
