import { describe, expect, it } from 'vitest';
import { videoEmbedUrl, videoLinkKind, vimeoEmbedUrl, youtubeEmbedUrl, youtubeVideoId } from './video-links';

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

describe('Vimeo links', () => {
  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://www.vimeo.com/76979871?share=copy', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://vimeo.com/76979871/8272103f6e', 'https://player.vimeo.com/video/76979871?dnt=1&h=8272103f6e'],
    [
      'https://player.vimeo.com/video/76979871?h=8272103f6e',
      'https://player.vimeo.com/video/76979871?dnt=1&h=8272103f6e',
    ],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
  ])('plays %s', (link, embed) => {
    expect(vimeoEmbedUrl(link)).toBe(embed);
    expect(videoLinkKind(link)).toBe('vimeo');
  });

  it.each([
    'https://vimeo.com/about',
    'https://vimeo.com.evil.example/76979871',
    'https://player.vimeo.com/76979871',
  ])('rejects %s', (link) => {
    expect(vimeoEmbedUrl(link)).toBeNull();
  });
});

describe('playable links', () => {
  it('tells YouTube from Vimeo and refuses the rest', () => {
    expect(videoLinkKind('https://youtu.be/rfscVS0vtbw')).toBe('youtube');
    expect(videoEmbedUrl('https://youtu.be/rfscVS0vtbw')).toContain('youtube-nocookie.com');
    expect(videoLinkKind('https://example.com/video.mp4')).toBeNull();
    expect(videoEmbedUrl('https://example.com/video.mp4')).toBeNull();
  });
});
