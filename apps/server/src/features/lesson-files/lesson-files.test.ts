import { access } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { enrollments } from '../../db/schema/courses';
import { platformSettings } from '../../db/schema/settings';
import { loadConfig } from '../../config';
import { uploadsDir } from '../../lib/storage';
import { DOCUMENTS, mp4, webm } from '../../../test/documents';
import {
  buildCourse,
  buildLesson,
  buildUser,
  enrollStudent,
  signIn,
  type BuiltUser,
} from '../../../test/factories';
import { multipart, PNG } from '../../../test/multipart';
import { call, createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/test-app';
import { createFileAccess } from './file-access';

let t: TestApp;
let owner: BuiltUser;
const tokens: Record<'owner' | 'other' | 'admin' | 'student' | 'outsider', string> = {
  owner: '',
  other: '',
  admin: '',
  student: '',
  outsider: '',
};
let studentUser: BuiltUser;
let outsiderUser: BuiltUser;
let adminUser: BuiltUser;

beforeAll(async () => {
  // Many uploads by one instructor within a minute: the upload rate limit has its own test (instructor.test.ts).
  const defaults = loadConfig({});
  t = await createTestApp({
    rateLimits: { ...defaults.rateLimits, upload: { max: 1000, windowMs: 60_000 } },
  });
  owner = await buildUser(t.db, { role: 'instructor' });
  const other = await buildUser(t.db, { role: 'instructor' });
  adminUser = await buildUser(t.db, { role: 'admin' });
  const admin = adminUser;
  studentUser = await buildUser(t.db, { role: 'student' });
  outsiderUser = await buildUser(t.db, { role: 'student' });
  const outsider = outsiderUser;
  tokens.owner = (await signIn(t.app, owner)).access;
  tokens.other = (await signIn(t.app, other)).access;
  tokens.admin = (await signIn(t.app, admin)).access;
  tokens.student = (await signIn(t.app, studentUser)).access;
  tokens.outsider = (await signIn(t.app, outsider)).access;
});
afterAll(async () => {
  await t?.close();
});

/** A published course of the owner's with one lesson, the student enrolled. */
async function courseWithLesson(content = 'Read this.') {
  const course = await buildCourse(t.db, { instructorId: owner.id });
  const lesson = await buildLesson(t.db, { courseId: course.id, content });
  await enrollStudent(t.db, studentUser.id, course.id);
  return { courseId: course.id, lessonId: lesson.id };
}

async function upload(
  url: string,
  file: { name: string; bytes: Buffer; type?: string },
  token = tokens.owner,
) {
  const form = multipart({}, { field: 'file', type: 'application/octet-stream', ...file });
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': form.contentType, authorization: `Bearer ${token}` },
    payload: form.payload,
  });
  const json = response.headers['content-type']?.toString().includes('json') ? response.json() : undefined;
  return { status: response.statusCode, body: json };
}

const lessonPath = ({ courseId, lessonId }: { courseId: number; lessonId: number }) =>
  `/api/instructor/courses/${courseId}/lessons/${lessonId}`;

async function addHandout(target: { courseId: number; lessonId: number }, name = 'Worksheet.pdf') {
  const response = await upload(`${lessonPath(target)}/attachments/`, { name, bytes: DOCUMENTS.pdf });
  expect(response.status).toBe(201);
  return response.body as { id: string; url: string; name: string; size: number; content_type: string };
}

/** The stored file behind a row, on disk (local storage in tests). */
async function storedFileExists(storageUrl: string): Promise<boolean> {
  const file = path.join(uploadsDir(t.config.dataDir), storageUrl.replace(/^\/media\//, ''));
  return access(file).then(
    () => true,
    () => false,
  );
}

async function storageUrlsOf(courseId: number): Promise<string[]> {
  const rows = await t.db.query.lessonFiles.findMany({
    where: (files, { eq }) => eq(files.courseId, courseId),
  });
  return rows.flatMap((row) => [row.storageUrl, ...row.variants]);
}

describe('lesson images', () => {
  it('are stored as WebP in three widths, served publicly, and named in the answer', async () => {
    const { courseId } = await courseWithLesson();
    const picture = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#2a9d8f' } })
      .jpeg()
      .toBuffer();
    const response = await upload(`/api/instructor/courses/${courseId}/images/`, {
      name: 'soil.jpg',
      bytes: picture,
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      url: expect.stringMatching(/^\/media\/lesson-images\/[0-9a-f-]{36}-1600\.webp$/),
      width: 1600,
      height: 800,
    });
    for (const width of [480, 960, 1600]) {
      const served = await t.app.inject({
        method: 'GET',
        url: response.body.url.replace('-1600', `-${width}`),
      });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(width);
    }
  });

  it('are checked by content, for the course’s own instructor only', async () => {
    const { courseId } = await courseWithLesson();
    const url = `/api/instructor/courses/${courseId}/images/`;
    const renamed = await upload(url, { name: 'photo.png', bytes: Buffer.from('not an image') });
    expect(renamed.status).toBe(415);
    expect(renamed.body.error).toBe('The image must be a JPEG, PNG or WebP image.');
    expect((await upload(url, { name: 'a.png', bytes: PNG }, tokens.other)).status).toBe(404);
    expect((await upload(url, { name: 'a.png', bytes: PNG }, tokens.student)).status).toBe(403);
    expect(
      (await upload('/api/instructor/courses/999999/images/', { name: 'a.png', bytes: PNG })).status,
    ).toBe(404);
  });

  it('refuses an upload with no file', async () => {
    const { courseId } = await courseWithLesson();
    const form = multipart({ note: 'no file' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/instructor/courses/${courseId}/images/`,
      headers: { 'content-type': form.contentType, authorization: `Bearer ${tokens.owner}` },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ file: 'Please choose a file.' });
  });
});

describe('handouts', () => {
  it.each(Object.entries(DOCUMENTS))('accepts a %s file, told by its content', async (kind, bytes) => {
    const target = await courseWithLesson();
    const response = await upload(`${lessonPath(target)}/attachments/`, { name: `handout.bin`, bytes });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ name: `handout.${kind}`, size: bytes.length });
  });

  it.each([
    ['a program renamed .pdf', 'setup.pdf', Buffer.from('MZ\x90\x00\x03program bytes')],
    ['a ZIP that is no office file', 'notes.docx', DOCUMENTS.docx.subarray(0, 20)],
    ['text with control characters', 'notes.txt', Buffer.from('text\u0000with a null byte')],
    ['an image', 'scan.pdf', PNG],
  ])('refuses %s with 415', async (_label, name, bytes) => {
    const target = await courseWithLesson();
    const response = await upload(`${lessonPath(target)}/attachments/`, { name, bytes });
    expect(response.status).toBe(415);
    expect(response.body.error).toMatch(/^Handouts must be PDF/);
  });

  it('keep the name they were sent with, cleaned, and the platform’s size limit', async () => {
    const target = await courseWithLesson();
    const named = await upload(`${lessonPath(target)}/attachments/`, {
      name: '../../Fiche d’exercice\u0007 n°1.PDF',
      bytes: DOCUMENTS.pdf,
    });
    expect(named.body.name).toBe('Fiche d’exercice n°1.pdf');

    await t.db.insert(platformSettings).values({ platformSettings: { max_file_upload_size: 1 } });
    const big = Buffer.concat([DOCUMENTS.pdf, Buffer.alloc(1024 * 1024 + 10, 32)]);
    const tooBig = await upload(`${lessonPath(target)}/attachments/`, { name: 'big.pdf', bytes: big });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error).toBe('The file is too large. The limit is 1 MB.');
    await t.db.delete(platformSettings);
  });

  it('are listed with the lesson for those who may read it, and for no one else', async () => {
    const target = await courseWithLesson();
    const handout = await addHandout(target);
    const page = (token?: string) => call(t.app, 'GET', `/api/courses/${target.courseId}/`, { token });

    for (const token of [tokens.student, tokens.owner, tokens.admin]) {
      const [lesson] = (await page(token)).body.lessons;
      expect(lesson.attachments).toEqual([
        { ...handout, url: expect.stringContaining(`/api/files/${handout.id}/`) },
      ]);
    }
    for (const token of [undefined, tokens.outsider, tokens.other]) {
      const [lesson] = (await page(token)).body.lessons;
      expect(lesson).not.toHaveProperty('attachments');
    }
  });

  it('download for the enrolled student, the owner and an admin, as attachments with their name', async () => {
    const target = await courseWithLesson();
    await addHandout(target, 'Worksheet week 1.pdf');
    const viewers = [
      [tokens.student, studentUser.id],
      [tokens.owner, owner.id],
      [tokens.admin, adminUser.id],
    ] as const;
    for (const [token, userId] of viewers) {
      const [lesson] = (await call(t.app, 'GET', `/api/courses/${target.courseId}/`, { token })).body.lessons;
      const [handout] = lesson.attachments;
      // The course page is cached for everyone; the access in its URLs is each viewer's own.
      expect(new URL(handout.url, 'http://x').searchParams.get('access')).toMatch(
        new RegExp(`^${userId}\\.`),
      );
      // The URL alone, as a browser's download link sends it: no Authorization header.
      const download = await t.app.inject({ method: 'GET', url: handout.url });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="Worksheet week 1.pdf"; filename*=UTF-8''Worksheet%20week%201.pdf`,
      );
      expect(download.rawPayload.equals(DOCUMENTS.pdf)).toBe(true);
    }
  });

  it('answer 404 to everyone else: guests, other students and instructors, forged or expired access', async () => {
    const target = await courseWithLesson();
    const handout = await addHandout(target);
    const bare = `/api/files/${handout.id}/`;
    const get = (url: string, token?: string) =>
      t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

    expect((await get(bare)).statusCode).toBe(404);
    expect((await get(bare, tokens.outsider)).statusCode).toBe(404);
    expect((await get(bare, tokens.other)).statusCode).toBe(404);
    expect((await get(bare, tokens.student)).statusCode).toBe(200);

    const ownerAccess = new URL(handout.url, 'http://x').searchParams.get('access') ?? '';
    const [userId, expires] = ownerAccess.split('.');
    expect((await get(`${bare}?access=${userId}.${expires}.${'A'.repeat(43)}`)).statusCode).toBe(404);
    const outsiderAccess = createFileAccess(TEST_JWT_SECRET).grant(outsiderUser.id);
    expect((await get(`${bare}?access=${outsiderAccess}`)).statusCode).toBe(404);
    const lastWeek = Date.now() - 7 * 24 * 60 * 60 * 1000;
    const expired = createFileAccess(TEST_JWT_SECRET, () => lastWeek).grant(owner.id);
    expect((await get(`${bare}?access=${expired}`)).statusCode).toBe(404);
    expect(
      (await get(`${bare}?access=${createFileAccess(TEST_JWT_SECRET).grant(owner.id)}`)).statusCode,
    ).toBe(200);
    expect((await get('/api/files/00000000-0000-4000-8000-000000000000/', tokens.admin)).statusCode).toBe(
      404,
    );
    expect((await get('/api/files/not-a-uuid/', tokens.admin)).statusCode).toBe(400);
  });

  it('stop downloading for a student whose enrolment ends', async () => {
    const target = await courseWithLesson();
    await addHandout(target);
    const [lesson] = (await call(t.app, 'GET', `/api/courses/${target.courseId}/`, { token: tokens.student }))
      .body.lessons;
    const url = lesson.attachments[0].url;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    await t.db
      .update(enrollments)
      .set({ isActive: false })
      .where(and(eq(enrollments.studentId, studentUser.id), eq(enrollments.courseId, target.courseId)));
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('are removed by their instructor only, from the lesson and from storage', async () => {
    const target = await courseWithLesson();
    const handout = await addHandout(target);
    const [stored = ''] = await storageUrlsOf(target.courseId);
    const path = `${lessonPath(target)}/attachments/${handout.id}/`;
    expect((await call(t.app, 'DELETE', path, { token: tokens.other })).status).toBe(404);
    expect((await call(t.app, 'DELETE', path, { token: tokens.student })).status).toBe(403);
    expect(await storedFileExists(stored)).toBe(true);
    expect((await call(t.app, 'DELETE', path, { token: tokens.owner })).body).toEqual({
      message: 'Handout removed.',
    });
    expect(await storedFileExists(stored)).toBe(false);
    expect((await call(t.app, 'DELETE', path, { token: tokens.owner })).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: handout.url })).statusCode).toBe(404);
  });

  it('are at most 20 per lesson, also when uploads arrive together', async () => {
    const target = await courseWithLesson();
    for (let index = 0; index < 18; index += 1) await addHandout(target, `sheet-${index}.pdf`);
    const together = await Promise.all(
      [1, 2, 3].map((n) =>
        upload(`${lessonPath(target)}/attachments/`, { name: `late-${n}.pdf`, bytes: DOCUMENTS.pdf }),
      ),
    );
    expect(together.map((response) => response.status).sort()).toEqual([201, 201, 400]);
    const lessons = (
      await call(t.app, 'GET', `/api/instructor/courses/${target.courseId}/lessons/`, {
        token: tokens.owner,
      })
    ).body;
    expect(lessons[0].attachments).toHaveLength(20);
    // The refused upload left nothing in storage.
    expect(await storageUrlsOf(target.courseId)).toHaveLength(20);
  });
});

describe('uploaded video', () => {
  async function lessonWithVideo(bytes = mp4()) {
    const target = await courseWithLesson();
    const response = await upload(`${lessonPath(target)}/video/`, { name: 'Lecture 1.mp4', bytes });
    expect(response.status).toBe(200);
    return { ...target, lesson: response.body, bytes };
  }

  it('becomes the lesson’s video, replacing its link, and is kept from guests', async () => {
    const target = await courseWithLesson();
    await call(t.app, 'PUT', `${lessonPath(target)}/update/`, {
      token: tokens.owner,
      body: { title: 'With a link', video_url: 'https://youtu.be/rfscVS0vtbw' },
    });
    const response = await upload(`${lessonPath(target)}/video/`, { name: 'lecture.webm', bytes: webm() });
    expect(response.body).toMatchObject({
      video_source: 'file',
      video_url: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}\/\?access=/),
      video_poster_url: null,
      video_captions_url: null,
    });
    const [guestView] = (await call(t.app, 'GET', `/api/courses/${target.courseId}/`)).body.lessons;
    expect(guestView).toMatchObject({ video_source: 'file', video_url: null });
    const [studentView] = (
      await call(t.app, 'GET', `/api/courses/${target.courseId}/`, { token: tokens.student })
    ).body.lessons;
    const served = await t.app.inject({ method: 'GET', url: studentView.video_url });
    expect(served.headers['content-type']).toBe('video/webm');
    expect(served.headers['content-disposition']).toMatch(/^inline; /);
  });

  it('answers range requests with 206 and exactly the bytes asked for', async () => {
    const { lesson, bytes } = await lessonWithVideo();
    const ranged = (range: string) =>
      t.app.inject({ method: 'GET', url: lesson.video_url, headers: { range } });

    const middle = await ranged('bytes=1000-1999');
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(middle.headers['content-length']).toBe('1000');
    expect(middle.headers['accept-ranges']).toBe('bytes');
    expect(middle.rawPayload.equals(bytes.subarray(1000, 2000))).toBe(true);

    const openEnded = await ranged(`bytes=${bytes.length - 10}-`);
    expect(openEnded.statusCode).toBe(206);
    expect(openEnded.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true);

    const suffix = await ranged('bytes=-16');
    expect(suffix.rawPayload.equals(bytes.subarray(bytes.length - 16))).toBe(true);

    const pastTheEnd = await ranged(`bytes=${bytes.length}-`);
    expect(pastTheEnd.statusCode).toBe(416);
    expect(pastTheEnd.headers['content-range']).toBe(`bytes */${bytes.length}`);
    expect(pastTheEnd.json().code).toBe('range_not_satisfiable');

    const whole = await t.app.inject({ method: 'GET', url: lesson.video_url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe(String(bytes.length));
    expect(whole.rawPayload.equals(bytes)).toBe(true);
  });

  it('is checked by content: QuickTime and HEIF share MP4’s boxes but are refused', async () => {
    const target = await courseWithLesson();
    const quicktime = mp4(1024);
    quicktime.write('qt  ', 8, 'latin1');
    const heif = mp4(1024);
    heif.write('heic', 8, 'latin1');
    for (const bytes of [quicktime, heif, PNG, DOCUMENTS.pdf]) {
      const response = await upload(`${lessonPath(target)}/video/`, { name: 'clip.mp4', bytes });
      expect(response.status).toBe(415);
      expect(response.body.error).toBe('The video must be an MP4 or WebM file.');
    }
  });

  it('takes a poster and WebVTT captions, served only to those who may watch', async () => {
    const target = await courseWithLesson();
    const early = await upload(`${lessonPath(target)}/video/poster/`, { name: 'p.png', bytes: PNG });
    expect(early.status).toBe(400);
    await upload(`${lessonPath(target)}/video/`, { name: 'lecture.mp4', bytes: mp4() });
    const withPoster = await upload(`${lessonPath(target)}/video/poster/`, { name: 'p.png', bytes: PNG });
    expect(withPoster.body.video_poster_url).toMatch(/^\/api\/files\//);
    const badCaptions = await upload(`${lessonPath(target)}/video/captions/`, {
      name: 'c.vtt',
      bytes: Buffer.from('1\n00:00:01,000 --> 00:00:02,000\nSRT, not WebVTT\n'),
    });
    expect(badCaptions.status).toBe(415);
    expect(badCaptions.body.error).toBe('Captions must be a WebVTT (.vtt) file.');
    const captions = Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nKaribu!\n');
    const withCaptions = await upload(`${lessonPath(target)}/video/captions/`, {
      name: 'sw.vtt',
      bytes: captions,
    });
    const served = await t.app.inject({ method: 'GET', url: withCaptions.body.video_captions_url });
    expect(served.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(served.body).toContain('Karibu!');
    const [guestView] = (await call(t.app, 'GET', `/api/courses/${target.courseId}/`)).body.lessons;
    expect(guestView).toMatchObject({ video_poster_url: null, video_captions_url: null });
  });

  it('gives way to a YouTube or Vimeo link, and leaves storage when removed', async () => {
    const { courseId, lessonId } = await lessonWithVideo();
    const [stored = ''] = await storageUrlsOf(courseId);
    const linked = await call(t.app, 'PUT', `${lessonPath({ courseId, lessonId })}/update/`, {
      token: tokens.owner,
      body: { title: 'Now a link', video_url: 'https://vimeo.com/76979871' },
    });
    expect(linked.body.lesson).toMatchObject({
      video_source: 'vimeo',
      video_url: 'https://vimeo.com/76979871',
    });
    expect(await storedFileExists(stored)).toBe(false);

    const again = await upload(`${lessonPath({ courseId, lessonId })}/video/`, {
      name: 'v.mp4',
      bytes: mp4(),
    });
    expect(again.body).toMatchObject({ video_source: 'file' });
    const removed = await call(t.app, 'DELETE', `${lessonPath({ courseId, lessonId })}/video/`, {
      token: tokens.owner,
    });
    expect(removed.body).toMatchObject({ video_source: null, video_url: null });
    expect(await storageUrlsOf(courseId)).toEqual([]);
  });

  it('refuses a link no player takes, saying what is accepted', async () => {
    const target = await courseWithLesson();
    const response = await call(t.app, 'PUT', `${lessonPath(target)}/update/`, {
      token: tokens.owner,
      body: { title: 'Link', video_url: 'https://example.com/lecture.mp4' },
    });
    expect(response.status).toBe(400);
    expect(response.body.fields.video_url).toBe(
      'Only YouTube and Vimeo links can be played. Upload the video as an MP4 or WebM file instead.',
    );
  });
});

describe('storage', () => {
  it('is counted per course for its instructor and in total for admins', async () => {
    const target = await courseWithLesson();
    const before = (await call(t.app, 'GET', '/api/admin/dashboard/stats/', { token: tokens.admin })).body
      .storageBytes;
    await addHandout(target);
    await upload(`${lessonPath(target)}/video/`, { name: 'v.mp4', bytes: mp4(10_000) });
    const detail = await call(t.app, 'GET', `/api/instructor/courses/${target.courseId}/detail/`, {
      token: tokens.owner,
    });
    expect(detail.body.storage_bytes).toBe(DOCUMENTS.pdf.length + 10_000);
    const after = (await call(t.app, 'GET', '/api/admin/dashboard/stats/', { token: tokens.admin })).body
      .storageBytes;
    expect(after - before).toBe(DOCUMENTS.pdf.length + 10_000);
  });

  it('gives back a deleted lesson’s files, and images only it showed', async () => {
    const { courseId } = await courseWithLesson();
    const image = async () =>
      (await upload(`/api/instructor/courses/${courseId}/images/`, { name: 'a.png', bytes: PNG })).body.url;
    const [onlyHere, shared] = [await image(), await image()];
    const doomed = await buildLesson(t.db, { courseId, content: `![soil](${onlyHere}) ![map](${shared})` });
    await buildLesson(t.db, { courseId, content: `![map](${shared})` });
    await addHandout({ courseId, lessonId: doomed.id });
    await upload(`${lessonPath({ courseId, lessonId: doomed.id })}/video/`, { name: 'v.mp4', bytes: mp4() });
    const storedBefore = await storageUrlsOf(courseId);

    const deleted = await call(t.app, 'DELETE', `${lessonPath({ courseId, lessonId: doomed.id })}/delete/`, {
      token: tokens.owner,
    });
    expect(deleted.status).toBe(200);
    const kept = await storageUrlsOf(courseId);
    expect(kept).toHaveLength(3);
    expect(kept.every((url) => url.includes(shared.slice(20, 56)))).toBe(true);
    for (const url of storedBefore) expect(await storedFileExists(url)).toBe(kept.includes(url));
  });

  it('gives back every file of a deleted instructor’s courses', async () => {
    const teacher = await buildUser(t.db, { role: 'instructor' });
    const teacherToken = (await signIn(t.app, teacher)).access;
    const course = await buildCourse(t.db, { instructorId: teacher.id });
    const lesson = await buildLesson(t.db, { courseId: course.id });
    const target = { courseId: course.id, lessonId: lesson.id };
    await upload(`${lessonPath(target)}/attachments/`, { name: 'a.pdf', bytes: DOCUMENTS.pdf }, teacherToken);
    await upload(`/api/instructor/courses/${course.id}/images/`, { name: 'a.png', bytes: PNG }, teacherToken);
    const stored = await storageUrlsOf(course.id);
    expect(stored).toHaveLength(4);
    const deleted = await call(t.app, 'DELETE', `/api/admin/users/${teacher.id}/delete/`, {
      token: tokens.admin,
    });
    expect(deleted.status).toBe(200);
    for (const url of stored) expect(await storedFileExists(url)).toBe(false);
  });
});

describe('private media', () => {
  it('is never served under /media/, however the path is written', async () => {
    const { lesson } = await (async () => {
      const target = await courseWithLesson();
      return { lesson: (await upload(`${lessonPath(target)}/video/`, { name: 'v.mp4', bytes: mp4() })).body };
    })();
    const [stored = ''] = (
      await t.db.query.lessonFiles.findMany({ where: (files, { eq }) => eq(files.lessonId, lesson.id) })
    ).map((row) => row.storageUrl);
    expect(stored).toMatch(/^\/media\/private\/videos\//);
    for (const url of [
      stored,
      stored.replace('/private/', '/%70rivate/'),
      stored.replace('/media/', '/media//'),
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
