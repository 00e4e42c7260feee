import { describe, expect, it } from 'vitest';
import type { ForumPost } from '@somo/contract/forums';
import { countPosts, splitOpeningPost, updatePost, visualDepth } from './post-tree';

function post(
  id: number,
  minute: number,
  replies: ForumPost[] = [],
  parent: number | null = null,
): ForumPost {
  return {
    id,
    content: `post ${id}`,
    author: { id: 1, username: 'amina', full_name: 'Amina Nakato' },
    author_is_instructor: false,
    created_at: new Date(Date.UTC(2025, 0, 1, 10, minute)).toISOString(),
    parent,
    replies,
    reply_count: replies.length,
    upvote_count: 0,
    is_upvoted: false,
    is_solution: false,
  };
}

describe('visual depth', () => {
  it('indents up to three levels and then stays there', () => {
    expect([0, 1, 2, 3, 4, 9].map(visualDepth)).toEqual([0, 1, 2, 3, 3, 3]);
  });
});

describe('post tree', () => {
  const tree = [post(1, 0), post(2, 5, [post(3, 6, [post(4, 7, [], 3)], 2)]), post(5, 8)];

  it('counts nested replies', () => {
    expect(countPosts(tree)).toBe(5);
    expect(countPosts([])).toBe(0);
  });

  it('changes one post wherever it is nested and leaves the rest untouched', () => {
    const next = updatePost(tree, 4, (found) => ({ ...found, upvote_count: 3, is_upvoted: true }));
    expect(next[1]?.replies[0]?.replies[0]).toMatchObject({ id: 4, upvote_count: 3, is_upvoted: true });
    expect(next[0]).toBe(tree[0]);
    expect(next[2]).toBe(tree[2]);
    expect(tree[1]?.replies[0]?.replies[0]?.upvote_count).toBe(0);
  });

  it('lists answers to the opening post together with the other replies, oldest first', () => {
    const opening = post(1, 0, [post(6, 9, [], 1), post(7, 2, [], 1)]);
    const { openingPost, replies } = splitOpeningPost([opening, post(2, 5), post(5, 8)]);
    expect(openingPost).toMatchObject({ id: 1, replies: [], reply_count: 0 });
    expect(replies.map((reply) => reply.id)).toEqual([7, 2, 5, 6]);
  });

  it('has no opening post in an empty thread', () => {
    expect(splitOpeningPost([])).toEqual({ openingPost: null, replies: [] });
  });
});
