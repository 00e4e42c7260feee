import { z } from 'zod';
import { describeEndpoints } from './endpoint';
import { MessageResponse } from './errors';
import { IdParam, idField } from './ids';
import { LIMITS } from './limits';
import { longText, text } from './text';

export const FORUM_DEFAULT_CATEGORIES = [
  { name: 'General', icon: '💬', description: 'Anything about the course' },
  { name: 'Questions & Answers', icon: '❓', description: 'Ask for help and help others' },
  { name: 'Study Groups', icon: '👥', description: 'Find people to study with' },
  { name: 'Resources', icon: '📚', description: 'Share useful links and material' },
] as const;

export const ForumCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  description: z.string(),
  thread_count: z.number().int(),
});
export type ForumCategory = z.infer<typeof ForumCategory>;

/** `full_name` is the person's first and last name, or their username when they gave no name. */
const Author = z.object({ id: z.number().int(), username: z.string(), full_name: z.string() });
export type ForumAuthor = z.infer<typeof Author>;

export const ForumThreadSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  category_name: z.string().nullable(),
  author: Author,
  /** The thread was started by the course's instructor. */
  author_is_instructor: z.boolean(),
  post_count: z.number().int(),
  views: z.number().int(),
  pinned: z.boolean(),
  locked: z.boolean(),
  solved: z.boolean(),
  created_at: z.string(),
  /** `author` is the username, `author_name` the name people are shown. */
  last_post: z.object({ author: z.string(), author_name: z.string(), created_at: z.string() }).nullable(),
});
export type ForumThreadSummary = z.infer<typeof ForumThreadSummary>;

export type ForumPost = {
  id: number;
  content: string;
  author: ForumAuthor;
  /** Written by the course's instructor. */
  author_is_instructor: boolean;
  created_at: string;
  parent: number | null;
  replies: ForumPost[];
  reply_count: number;
  upvote_count: number;
  is_upvoted: boolean;
  is_solution: boolean;
};

/** A post holds its replies, to any depth: named, so the reference can describe it once and refer to it. */
export const ForumPost: z.ZodType<ForumPost> = z
  .lazy(() =>
    z.object({
      id: z.number().int(),
      content: z.string(),
      author: Author,
      author_is_instructor: z.boolean(),
      created_at: z.string(),
      parent: z.number().int().nullable(),
      replies: z.array(ForumPost),
      reply_count: z.number().int(),
      upvote_count: z.number().int(),
      is_upvoted: z.boolean(),
      is_solution: z.boolean(),
    }),
  )
  .meta({ id: 'ForumPost' });

export const ForumThreadDetail = ForumThreadSummary.extend({
  course_id: z.number().int(),
  posts: z.array(ForumPost),
  can_moderate: z.boolean(),
});
export type ForumThreadDetail = z.infer<typeof ForumThreadDetail>;

const optionalId = z
  .union([z.null(), z.literal(''), idField('category must be a category id')])
  .transform((value) => (value === '' ? null : value));

export const ThreadListQuery = z.object({
  category: optionalId.optional(),
  search: text().trim().max(200).optional(),
});

export const NewThreadBody = z.object({
  title: text({ error: 'Please fill in both title and content' })
    .trim()
    .min(1, { error: 'Please fill in both title and content' })
    .max(LIMITS.forumTitle, { error: `Title must be at most ${LIMITS.forumTitle} characters` }),
  initial_post: longText({ error: 'Please fill in both title and content' })
    .trim()
    .min(1, { error: 'Please fill in both title and content' })
    .max(LIMITS.forumPost, { error: `Message must be at most ${LIMITS.forumPost} characters` }),
  category: optionalId.optional(),
});
export type NewThreadBody = z.input<typeof NewThreadBody>;

export const NewPostBody = z.object({
  content: longText({ error: 'Reply cannot be empty' })
    .trim()
    .min(1, { error: 'Reply cannot be empty' })
    .max(LIMITS.forumPost, { error: `Posts must be at most ${LIMITS.forumPost} characters` }),
  parent: z.union([z.null(), idField('parent must be a post id')]).optional(),
});
export type NewPostBody = z.input<typeof NewPostBody>;

export const CreatedId = z.object({ id: z.number().int(), message: z.string() });

export const UpvoteResponse = z.object({ upvote_count: z.number().int(), upvoted: z.boolean() });
export const SolutionResponse = z.object({ is_solution: z.boolean(), solved: z.boolean() });
export const PinResponse = z.object({ pinned: z.boolean() });
export const LockResponse = z.object({ locked: z.boolean() });

export const ForumStats = z.object({
  total_threads: z.number().int(),
  total_posts: z.number().int(),
  recent_activity: z.object({ new_threads_today: z.number().int(), new_posts_today: z.number().int() }),
});
export type ForumStats = z.infer<typeof ForumStats>;

export const ForumCourseParams = z.object({ id: IdParam });
export const ForumThreadParams = z.object({ id: IdParam, threadId: IdParam });
export const ForumPostParams = z.object({ id: IdParam, postId: IdParam });

const MEMBERS = ['student', 'instructor', 'admin'] as const;
const MODERATORS = ['instructor', 'admin'] as const;

/**
 * A course forum is open to the course's enrolled students, its instructor and admins: anyone else signed in is
 * refused with `not_enrolled`, and a course they may not see (a draft, a missing id) is `not_found`.
 */
export const forumEndpoints = describeEndpoints({
  'GET /courses/:id/forum/categories/': {
    summary: "The course forum's categories with their thread counts; a new forum gets the default ones.",
    tag: 'Forums',
    auth: 'required',
    roles: MEMBERS,
    params: ForumCourseParams,
    response: z.array(ForumCategory),
    errors: ['not_found', 'not_enrolled'],
  },
  'GET /courses/:id/forum/threads/': {
    summary:
      'The threads of a course forum, pinned first, filtered by category and a search of titles and posts.',
    tag: 'Forums',
    auth: 'required',
    roles: MEMBERS,
    params: ForumCourseParams,
    query: ThreadListQuery,
    response: z.array(ForumThreadSummary),
    errors: ['not_found', 'not_enrolled'],
  },
  'POST /courses/:id/forum/threads/': {
    summary:
      'Starts a thread with its opening post; the instructor and the forum’s participants are notified.',
    tag: 'Forums',
    auth: 'required',
    roles: MEMBERS,
    params: ForumCourseParams,
    body: NewThreadBody,
    status: 201,
    response: CreatedId,
    errors: ['not_found', 'not_enrolled'],
  },
  'GET /courses/:id/forum/threads/:threadId/': {
    summary: 'One thread with its posts, replies nested under the post they answer; counts a view.',
    tag: 'Forums',
    auth: 'required',
    roles: MEMBERS,
    params: ForumThreadParams,
    response: ForumThreadDetail,
    errors: ['not_found', 'not_enrolled'],
  },
  'DELETE /courses/:id/forum/threads/:threadId/': {
    summary: 'Deletes a thread with its posts: its author, the course instructor or an admin.',
    tag: 'Forums',
    auth: 'required',
    roles: MEMBERS,
    params: ForumThreadParams,
    response: MessageResponse,
    errors: ['forbidden', 'not_found', 'not_enrolled'],
  },
  'POST /courses/:id/forum/threads/:threadId/posts/': {
    summary:
      'Replies to a thread, or to one of its posts with `parent`; a locked thread answers `thread_locked`.',
    tag: 'Forums',
    auth: 'required',
    roles: MEMBERS,
    params: ForumThreadParams,
    body: NewPostBody,
    status: 201,
    response: CreatedId,
    errors: ['not_found', 'not_enrolled', 'thread_locked'],
  },
  'POST /courses/:id/forum/threads/:threadId/pin/': {
    summary: 'Pins or unpins a thread: the course instructor or an admin.',
    tag: 'Forums',
    auth: 'required',
    roles: MODERATORS,
    params: ForumThreadParams,
    response: PinResponse,
    errors: ['forbidden', 'not_found', 'not_enrolled'],
  },
  'POST /courses/:id/forum/threads/:threadId/lock/': {
    summary:
      'Locks or unlocks a thread; a locked thread takes no replies. The course instructor or an admin.',
    tag: 'Forums',
    auth: 'required',
    roles: MODERATORS,
    params: ForumThreadParams,
    response: LockResponse,
    errors: ['forbidden', 'not_found', 'not_enrolled'],
  },
  'POST /courses/:id/forum/posts/:postId/upvote/': {
    summary: "Adds or takes back the viewer's upvote of a post.",
    tag: 'Forums',
    auth: 'required',
    roles: MEMBERS,
    params: ForumPostParams,
    response: UpvoteResponse,
    errors: ['not_found', 'not_enrolled'],
  },
  'POST /courses/:id/forum/posts/:postId/solution/': {
    summary: "Marks or unmarks a post as its thread's solution: the thread author or the course instructor.",
    tag: 'Forums',
    auth: 'required',
    roles: MEMBERS,
    params: ForumPostParams,
    response: SolutionResponse,
    errors: ['forbidden', 'not_found', 'not_enrolled'],
  },
  'DELETE /courses/:id/forum/posts/:postId/': {
    summary: 'Deletes a post with its replies: its author, the course instructor or an admin.',
    tag: 'Forums',
    auth: 'required',
    roles: MEMBERS,
    params: ForumPostParams,
    response: MessageResponse,
    errors: ['forbidden', 'not_found', 'not_enrolled'],
  },
  'GET /courses/:id/forum/stats/': {
    summary: 'Thread and post totals of a course forum, and how many were added today.',
    tag: 'Forums',
    auth: 'required',
    roles: MEMBERS,
    params: ForumCourseParams,
    response: ForumStats,
    errors: ['not_found', 'not_enrolled'],
  },
});
