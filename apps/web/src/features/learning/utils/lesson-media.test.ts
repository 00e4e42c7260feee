import { describe, expect, it } from 'vitest';
import { estimateLessonMinutes } from './lesson-media';

describe('lesson duration estimate', () => {
  const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');

  it('reads 200 words a minute, rounding up', () => {
    expect(estimateLessonMinutes({ content: words(200), video_source: null })).toBe(1);
    expect(estimateLessonMinutes({ content: words(201), video_source: null })).toBe(2);
    expect(estimateLessonMinutes({ content: words(1000), video_source: null })).toBe(5);
  });

  it('adds five minutes for a video, linked or uploaded', () => {
    expect(estimateLessonMinutes({ content: words(150), video_source: 'youtube' })).toBe(6);
    expect(estimateLessonMinutes({ content: '', video_source: 'file' })).toBe(5);
  });

  it('never says less than a minute', () => {
    expect(estimateLessonMinutes({ content: null, video_source: null })).toBe(1);
    expect(estimateLessonMinutes({ content: '   ', video_source: null })).toBe(1);
  });

  it('counts words however they are spaced', () => {
    expect(estimateLessonMinutes({ content: `${words(150)}\n\n  ${words(100)}`, video_source: null })).toBe(
      2,
    );
  });

  it('counts the words of the Markdown, not its marks or addresses', () => {
    const image = '![A market stall](/media/lesson-images/0b6f3c2e-8a43-4f5e-9d1a-2f4c6b8e0a11-1600.webp)';
    const markdown = `## ${words(50)}\n\n- **${words(50)}**\n- [${words(100)}](https://example.com/a-b-c)\n\n${image}`;
    // 200 words and the image's three-word description: just over a minute.
    expect(estimateLessonMinutes({ content: markdown, video_source: null })).toBe(2);
    expect(estimateLessonMinutes({ content: `# ${words(200)}\n\n---\n\n***`, video_source: null })).toBe(1);
  });
});
