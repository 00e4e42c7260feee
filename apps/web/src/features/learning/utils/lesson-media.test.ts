import { describe, expect, it } from 'vitest';
import { estimateLessonMinutes, toParagraphs, youtubeEmbedUrl, youtubeVideoId } from './lesson-media';

describe('YouTube links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=zOjov-2OZ0E', 'zOjov-2OZ0E'],
    ['https://youtube.com/watch?v=zOjov-2OZ0E&list=PL1&index=2', 'zOjov-2OZ0E'],
    ['https://m.youtube.com/watch?v=kqtD5dpn9C8', 'kqtD5dpn9C8'],
    ['http://youtu.be/rfscVS0vtbw', 'rfscVS0vtbw'],
    ['https://youtu.be/rfscVS0vtbw?si=abc', 'rfscVS0vtbw'],
    ['https://www.youtube.com/embed/rfscVS0vtbw', 'rfscVS0vtbw'],
    ['https://www.youtube-nocookie.com/embed/rfscVS0vtbw?rel=0', 'rfscVS0vtbw'],
    ['https://www.youtube.com/shorts/rfscVS0vtbw', 'rfscVS0vtbw'],
    ['  https://www.youtube.com/watch?v=zOjov-2OZ0E  ', 'zOjov-2OZ0E'],
  ])('recognises %s', (link, id) => {
    expect(youtubeVideoId(link)).toBe(id);
  });

  it.each([
    'https://vimeo.com/123456',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/channel/UC123',
    'https://notyoutube.com/watch?v=zOjov-2OZ0E',
    'https://youtube.com.evil.example/watch?v=zOjov-2OZ0E',
    'javascript:alert(1)//youtu.be/zOjov-2OZ0E',
    'not a link',
    '',
  ])('rejects %s', (link) => {
    expect(youtubeVideoId(link)).toBeNull();
    expect(youtubeEmbedUrl(link)).toBeNull();
  });

  it('embeds through the privacy-enhanced host', () => {
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?v=zOjov-2OZ0E')).toBe(
      'https://www.youtube-nocookie.com/embed/zOjov-2OZ0E',
    );
    expect(youtubeEmbedUrl('https://youtu.be/rfscVS0vtbw')).toBe(
      'https://www.youtube-nocookie.com/embed/rfscVS0vtbw',
    );
  });

  it('keeps the start time of a link', () => {
    expect(youtubeEmbedUrl('https://youtu.be/rfscVS0vtbw?t=90')).toBe(
      'https://www.youtube-nocookie.com/embed/rfscVS0vtbw?start=90',
    );
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?v=rfscVS0vtbw&t=1m30s')).toBe(
      'https://www.youtube-nocookie.com/embed/rfscVS0vtbw?start=90',
    );
    expect(youtubeEmbedUrl('https://www.youtube.com/embed/rfscVS0vtbw?start=15')).toBe(
      'https://www.youtube-nocookie.com/embed/rfscVS0vtbw?start=15',
    );
  });
});

describe('lesson duration estimate', () => {
  const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');

  it('reads 200 words a minute, rounding up', () => {
    expect(estimateLessonMinutes({ content: words(200), video_url: null })).toBe(1);
    expect(estimateLessonMinutes({ content: words(201), video_url: null })).toBe(2);
    expect(estimateLessonMinutes({ content: words(1000), video_url: null })).toBe(5);
  });

  it('adds five minutes for a video', () => {
    expect(estimateLessonMinutes({ content: words(150), video_url: 'https://youtu.be/rfscVS0vtbw' })).toBe(6);
    expect(estimateLessonMinutes({ content: '', video_url: 'https://youtu.be/rfscVS0vtbw' })).toBe(5);
  });

  it('never says less than a minute', () => {
    expect(estimateLessonMinutes({ content: null, video_url: null })).toBe(1);
    expect(estimateLessonMinutes({ content: '   ', video_url: '  ' })).toBe(1);
  });

  it('counts words however they are spaced', () => {
    expect(estimateLessonMinutes({ content: `${words(150)}\n\n  ${words(100)}`, video_url: null })).toBe(2);
  });
});

describe('lesson text', () => {
  it('splits paragraphs on blank lines and keeps single line breaks', () => {
    expect(toParagraphs('One.\n\nTwo,\nstill two.\r\n\r\n\n Three. ')).toEqual([
      'One.',
      'Two,\nstill two.',
      'Three.',
    ]);
    expect(toParagraphs('\n \n')).toEqual([]);
  });
});
