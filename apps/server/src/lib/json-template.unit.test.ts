import { describe, expect, it } from 'vitest';
import { Gap, toTemplate } from './json-template';

const text = (bytes: Buffer) => bytes.toString('utf8');

describe('JSON templates', () => {
  const value = {
    id: 7,
    title: 'Quotes " and \\ and \u2028 stay escaped, ü and 💬 take more than one byte',
    views: new Gap('views', 3, true),
    missing: undefined,
    when: new Date(0),
    posts: [
      { id: 1, is_upvoted: new Gap('post 1', false), replies: [] },
      { id: 2, is_upvoted: new Gap('post 2', false), replies: [{ id: 3, parent: null }] },
    ],
    can_moderate: new Gap('moderator', false),
  };
  const expected = ({ views, upvoted }: { views: number; upvoted: boolean }) =>
    JSON.stringify({
      ...value,
      views,
      posts: [
        { id: 1, is_upvoted: false, replies: [] },
        { id: 2, is_upvoted: upvoted, replies: [{ id: 3, parent: null }] },
      ],
      can_moderate: false,
    });

  it('write what JSON.stringify writes, with each gap filled per call', () => {
    const template = toTemplate<string>(value);
    expect(template.slots).toEqual(['views', 'post 1', 'post 2', 'moderator']);
    expect(text(template.fill((slot) => (slot === 'views' ? '3' : 'false')))).toBe(
      expected({ views: 3, upvoted: false }),
    );
    expect(text(template.fill((slot) => (slot === 'views' ? '12' : String(slot === 'post 2'))))).toBe(
      expected({ views: 12, upvoted: true }),
    );
  });

  it('answer the kept bytes while every gap reads as kept, and keep a changed shared gap for the next reader', () => {
    const template = toTemplate<string>(value);
    const plain = (views: string) => (slot: string) => (slot === 'views' ? views : 'false');
    const first = template.fill(plain('3'));
    expect(template.fill(plain('3'))).toBe(first);

    // A reader's own upvote goes into a copy: the next reader gets the kept bytes again.
    const own = template.fill((slot) => (slot === 'views' ? '3' : String(slot === 'post 2')));
    expect(own).not.toBe(first);
    expect(template.fill(plain('3'))).toBe(first);

    // A new count is kept, longer than the old one; later gaps move with it.
    const counted = template.fill(plain('1000'));
    expect(text(counted)).toBe(expected({ views: 1000, upvoted: false }));
    expect(template.fill(plain('1000'))).toBe(counted);
    expect(text(template.fill((slot) => (slot === 'views' ? '9' : String(slot === 'post 2'))))).toBe(
      expected({ views: 9, upvoted: true }),
    );
    expect(text(template.fill(plain('9')))).toBe(expected({ views: 9, upvoted: false }));
    expect(text(first)).toBe(expected({ views: 3, upvoted: false }));
  });

  it('fill only the shared gaps for a reader with nothing of their own in the answer', () => {
    const template = toTemplate<string>(value);
    const asked: string[] = [];
    const fill = (slot: string) => {
      asked.push(slot);
      return slot === 'views' ? '5' : 'true';
    };
    expect(text(template.fill(fill, { own: false }))).toBe(expected({ views: 5, upvoted: false }));
    expect(asked).toEqual(['views']);
    expect(text(template.fill(fill))).toContain('"can_moderate":true');
  });

  it('write a list with a gap at either end', () => {
    const template = toTemplate<number>([new Gap(1, 0), 'middle', new Gap(2, 0)]);
    expect(text(template.fill((slot) => String(slot * 10)))).toBe('[10,"middle",20]');
    expect(text(toTemplate<number>([]).fill(() => 'never'))).toBe('[]');
  });
});
