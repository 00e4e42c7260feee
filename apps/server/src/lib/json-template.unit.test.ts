import { describe, expect, it } from 'vitest';
import { fillTemplate, Gap, toTemplate } from './json-template';

describe('JSON templates', () => {
  it('write what JSON.stringify writes, with each gap filled per call', () => {
    const value = {
      id: 7,
      title: 'Quotes " and \\ and \u2028 stay escaped',
      views: new Gap('views'),
      missing: undefined,
      when: new Date(0),
      posts: [
        { id: 1, is_upvoted: new Gap('post 1'), replies: [] },
        { id: 2, is_upvoted: new Gap('post 2'), replies: [{ id: 3, parent: null }] },
      ],
      can_moderate: new Gap('moderator'),
    };
    const template = toTemplate<string>(value);
    expect(template.slots).toEqual(['views', 'post 1', 'post 2', 'moderator']);

    const filled = fillTemplate(template, (slot) => (slot === 'views' ? '12' : String(slot === 'post 2')));
    expect(filled).toBe(
      JSON.stringify({
        ...value,
        views: 12,
        posts: [
          { id: 1, is_upvoted: false, replies: [] },
          { id: 2, is_upvoted: true, replies: [{ id: 3, parent: null }] },
        ],
        can_moderate: false,
      }),
    );
  });

  it('write a list with a gap at either end', () => {
    const template = toTemplate<number>([new Gap(1), 'middle', new Gap(2)]);
    expect(fillTemplate(template, (slot) => String(slot * 10))).toBe('[10,"middle",20]');
    expect(fillTemplate(toTemplate<number>([]), () => 'never')).toBe('[]');
  });
});
