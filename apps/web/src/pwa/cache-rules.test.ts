import { describe, expect, it } from 'vitest';
import { LESSON_IMAGE_WIDTHS as STORED_WIDTHS } from '@somo/contract/lesson-files';
import { LESSON_IMAGE_WIDTHS, otherImageSizes, strategyFor } from './cache-rules';

const ORIGIN = 'https://learn.example.org';
const signedIn = new Headers({ authorization: 'Bearer token' });
const get = (path: string, mode = 'cors', headers = signedIn) =>
  strategyFor({ method: 'GET', mode, url: `${ORIGIN}${path}`, headers }, ORIGIN);

describe('how the service worker answers a request', () => {
  it('answers page addresses with the shell, but never API or upload addresses', () => {
    expect(get('/student/courses/4/learn/9', 'navigate')).toBe('shell');
    expect(get('/', 'navigate')).toBe('shell');
    expect(get('/api/files/0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d/', 'navigate')).toBe('handout');
    expect(get('/api/openapi.json', 'navigate')).toBe('pass');
    expect(get('/media/thumbnails/a.webp', 'navigate')).toBe('pass');
    expect(get('/sitemap.xml', 'navigate')).toBe('asset');
    expect(get('/icons/icon-512.png', 'navigate')).toBe('asset');
  });

  it('keeps the course and the progress in it, network first; no other API answer', () => {
    expect(get('/api/courses/12/')).toBe('network-first');
    expect(get('/api/student/courses/12/progress/')).toBe('network-first');
    expect(get('/api/auth/profile/')).toBe('pass');
    expect(get('/api/courses/')).toBe('pass');
    expect(get('/api/courses/12/forum/')).toBe('pass');
    expect(get('/api/student/assessments/3/')).toBe('pass');
  });

  it("keeps no guest's answer", () => {
    expect(get('/api/courses/12/', 'cors', new Headers())).toBe('pass');
  });

  it('keeps lesson images only, and the build files', () => {
    expect(get('/media/lesson-images/0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d-960.webp')).toBe('image');
    expect(get('/media/avatars/0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d.webp')).toBe('pass');
    expect(get('/assets/index-abc123.js')).toBe('asset');
  });

  it('leaves writes and other sites to the browser', () => {
    const post = { method: 'POST', mode: 'cors', url: `${ORIGIN}/api/courses/12/`, headers: signedIn };
    expect(strategyFor(post, ORIGIN)).toBe('pass');
    const youtube = {
      method: 'GET',
      mode: 'no-cors',
      url: 'https://i.ytimg.com/vi/x/hqdefault.jpg',
      headers: new Headers(),
    };
    expect(strategyFor(youtube, ORIGIN)).toBe('pass');
  });
});

describe('other sizes of a lesson image', () => {
  it('knows the widths the server stores', () => {
    expect(LESSON_IMAGE_WIDTHS).toEqual(STORED_WIDTHS);
  });

  it('names the two other stored widths, and none for other images', () => {
    const id = '0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d';
    expect(otherImageSizes(`/media/lesson-images/${id}-960.webp`)).toEqual([
      `/media/lesson-images/${id}-480.webp`,
      `/media/lesson-images/${id}-1600.webp`,
    ]);
    expect(otherImageSizes('/media/thumbnails/x.webp')).toEqual([]);
  });
});
