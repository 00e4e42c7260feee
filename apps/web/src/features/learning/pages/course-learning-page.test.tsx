import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CourseDetail, LessonView } from '@somo/contract/courses';
import type { CourseProgress } from '@somo/contract/enrollments';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs, student } from '../../../test/render-app';
import { setOnline } from '../../../test/network';

const noVideo = { video_url: null, video_source: null, video_poster_url: null, video_captions_url: null };

const lessons: LessonView[] = [
  {
    id: 11,
    title: 'Greetings',
    content: 'Jambo means hello.\n\nHabari means news.',
    ...noVideo,
    video_url: 'https://www.youtube.com/watch?v=zOjov-2OZ0E',
    video_source: 'youtube',
    order: 1,
    attachments: [],
  },
  {
    id: 12,
    title: 'Numbers',
    content: 'Moja, mbili, tatu.',
    ...noVideo,
    video_url: 'https://vimeo.com/12345',
    video_source: 'vimeo',
    order: 2,
    attachments: [],
  },
  { id: 13, title: 'At the market', content: 'Bei gani?', ...noVideo, order: 3, attachments: [] },
];

/** The course with the third lesson changed. */
function withMarketLesson(changes: Partial<LessonView>): CourseDetail {
  return {
    ...course,
    lessons: lessons.map((lesson) => (lesson.id === 13 ? { ...lesson, ...changes } : lesson)),
  };
}

const course: CourseDetail = {
  id: 7,
  title: 'Kiswahili for Beginners',
  description: '',
  language: 'en',
  price: 0,
  currency: 'UGX',
  is_published: true,
  lesson_count: 3,
  student_count: 1,
  enrolled_count: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  thumbnail: null,
  average_rating: null,
  total_reviews: 0,
  author_username: 'grace',
  instructor: { id: 2, username: 'grace', full_name: 'Grace Nakato' },
  lessons,
  certificates_enabled: true,
};

function progress(completed: number[]): CourseProgress {
  return {
    course_id: 7,
    course_title: course.title,
    overall_progress: {
      completed_quizzes: completed.length,
      total_quizzes: 3,
      completion_percentage: Math.round((completed.length / 3) * 100),
    },
    progress: {
      lessons_completed: completed.length,
      lesson_count: 3,
      assessments_passed: 0,
      assessment_count: 0,
      percentage: Math.round((completed.length / 3) * 100),
    },
    lesson_progress: lessons.map((lesson) => ({
      lesson_id: lesson.id,
      lesson_title: lesson.title,
      order: lesson.order,
      completed: completed.includes(lesson.id),
      completed_at: completed.includes(lesson.id) ? '2026-02-01T00:00:00.000Z' : null,
      completed_quizzes: completed.includes(lesson.id) ? 1 : 0,
      total_quizzes: 1,
      completion_percentage: completed.includes(lesson.id) ? 100 : 0,
    })),
    assessment_progress: [],
  };
}

describe('course learning page', () => {
  it('opens the first lesson not completed yet, with its video and paragraphs', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/courses/7/': () => json(200, course),
      'GET /api/student/courses/7/progress/': () => json(200, progress([])),
    });
    const { router } = renderApp('/student/courses/7/learn');

    expect(await screen.findByRole('heading', { level: 2, name: 'Greetings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/student/courses/7/learn/11');
    expect(screen.getByRole('button', { name: 'Play video: Greetings' })).toBeInTheDocument();
    expect(screen.getByText('Jambo means hello.')).toBeInTheDocument();
    expect(screen.getByText('Habari means news.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explain with AI' })).toHaveAttribute(
      'href',
      '/ai-tutoring?course=7&lesson=11',
    );
    expect(screen.getByRole('link', { name: 'Course Forum' })).toHaveAttribute('href', '/courses/7/forum');
    expect(screen.getByRole('button', { name: 'Message Instructor' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Previous/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next: Numbers' })).toHaveAttribute(
      'href',
      '/student/courses/7/learn/12',
    );
  });

  it('opens the course chat with the course’s instructor in a modal', async () => {
    signInAs(student);
    const sent: unknown[] = [];
    const thread = [
      {
        id: 90,
        sender_id: 2,
        sender_name: 'Grace Nakato',
        recipient_id: student.id,
        recipient_name: 'Amina Nakato',
        subject: 'Welcome',
        content: 'Ask me anything about the course.',
        created_at: new Date().toISOString(),
        is_read: true,
        course_id: 7,
        course_title: course.title,
      },
    ];
    const fetchMock = mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/courses/7/': () => json(200, course),
      'GET /api/student/courses/7/progress/': () => json(200, progress([])),
      'GET /api/messaging/course/7/2/': () => json(200, thread),
      'POST /api/messaging/send/': ({ body }) => {
        sent.push(body);
        return json(201, { message_id: 91, message: 'Message sent.' });
      },
    });
    const { user } = renderApp('/student/courses/7/learn/11');

    await user.click(await screen.findByRole('button', { name: 'Message Instructor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message Instructor' });
    expect(
      within(dialog).getByText('Your conversation with Grace Nakato about Kiswahili for Beginners.'),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText('Ask me anything about the course.')).toBeInTheDocument();
    // A student deletes only their own messages.
    expect(within(dialog).queryByRole('button', { name: 'Delete message' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in subject and message content');
    expect(callsTo(fetchMock, 'POST', '/api/messaging/send/')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Lesson 2');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'What does mbili mean?');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('What does mbili mean?')).toBeInTheDocument();
    expect(sent).toEqual([
      { course_id: 7, recipient_id: 2, subject: 'Lesson 2', content: 'What does mbili mean?' },
    ]);
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue('');
    // The list is fetched again a second after sending.
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/messaging/course/7/2/')).toHaveLength(2));
  });

  it('shows a YouTube video’s still and loads the player only when play is pressed', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/courses/7/': () => json(200, course),
      'GET /api/student/courses/7/progress/': () => json(200, progress([])),
    });
    const { user } = renderApp('/student/courses/7/learn/11');

    const play = await screen.findByRole('button', { name: 'Play video: Greetings' });
    expect(play.querySelector('img')).toHaveAttribute(
      'src',
      'https://i.ytimg.com/vi/zOjov-2OZ0E/hqdefault.jpg',
    );
    expect(screen.queryByTitle('Video: Greetings')).not.toBeInTheDocument();

    await user.click(play);
    const player = screen.getByTitle('Video: Greetings');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/zOjov-2OZ0E?autoplay=1');
    expect(player.getAttribute('allow')).toContain('autoplay');
  });

  it('plays a Vimeo link in Vimeo’s player', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/courses/7/': () => json(200, course),
      'GET /api/student/courses/7/progress/': () => json(200, progress([11])),
    });
    const { user } = renderApp('/student/courses/7/learn/12');

    // Vimeo offers no still without its API: a plain panel with the play button.
    const play = await screen.findByRole('button', { name: 'Play video: Numbers' });
    expect(play.querySelector('img')).toBeNull();
    await user.click(play);
    const player = screen.getByTitle('Video: Numbers');
    expect(player).toHaveAttribute('src', 'https://player.vimeo.com/video/12345?dnt=1&autoplay=1');
    expect(player).toHaveAttribute('allow', 'autoplay; fullscreen; picture-in-picture');
    expect(screen.getByRole('link', { name: 'Previous: Greetings' })).toBeInTheDocument();
    expect(screen.getByLabelText('Completed')).toBeInTheDocument();
  });

  it('offers a link no player takes as a plain link', async () => {
    signInAs(student);
    const link = 'https://media.example.org/lessons/market.html';
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/courses/7/': () => json(200, withMarketLesson({ video_url: link, video_source: 'link' })),
      'GET /api/student/courses/7/progress/': () => json(200, progress([])),
    });
    renderApp('/student/courses/7/learn/13');

    expect(await screen.findByRole('link', { name: /Open the lesson video/ })).toHaveAttribute('href', link);
    expect(screen.queryByTitle('Video: At the market')).not.toBeInTheDocument();
  });

  it('formats the lesson’s Markdown and lists its handouts to download', async () => {
    signInAs(student);
    const content = [
      '# Prices',
      'Ask **Bei gani?** and listen:',
      '- *moja* is one',
      '- [mbili](https://example.com/mbili) is two',
      '| Swahili | English |\n| --- | --- |\n| tatu | three |',
      '<script>window.hacked = true</script>',
    ].join('\n\n');
    const attachments = [
      {
        id: '5d0c6f4e-1f3a-4e7b-9c2d-8a6b4e2f1c01',
        name: 'Market words.pdf',
        size: 1_258_291,
        content_type: 'application/pdf',
        url: '/api/files/5d0c6f4e-1f3a-4e7b-9c2d-8a6b4e2f1c01/?access=abc',
      },
      {
        id: '5d0c6f4e-1f3a-4e7b-9c2d-8a6b4e2f1c02',
        name: 'Prices.xlsx',
        size: 48_000,
        content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        url: '/api/files/5d0c6f4e-1f3a-4e7b-9c2d-8a6b4e2f1c02/?access=abc',
      },
    ];
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/courses/7/': () => json(200, withMarketLesson({ content, attachments })),
      'GET /api/student/courses/7/progress/': () => json(200, progress([])),
    });
    renderApp('/student/courses/7/learn/13');

    // The lesson's own headings sit under its title.
    expect(await screen.findByRole('heading', { level: 3, name: 'Prices' })).toBeInTheDocument();
    expect(screen.getByText('Bei gani?').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'mbili' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('cell', { name: 'three' })).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(window).not.toHaveProperty('hacked');

    const handouts = within(screen.getByRole('region', { name: 'Handouts' }));
    const pdf = handouts.getByRole('link', { name: /^Download\s*Market words\.pdf\s*PDF · 1\.2 MB$/ });
    expect(pdf).toHaveAttribute('href', attachments[0]?.url);
    expect(pdf).toHaveAttribute('download', 'Market words.pdf');
    expect(
      handouts.getByRole('link', { name: /^Download\s*Prices\.xlsx\s*Excel spreadsheet · 46\.9 kB$/ }),
    ).toHaveAttribute('download', 'Prices.xlsx');
  });

  it('shows no handouts section for a lesson without any', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/courses/7/': () => json(200, course),
      'GET /api/student/courses/7/progress/': () => json(200, progress([])),
    });
    renderApp('/student/courses/7/learn/13');

    expect(await screen.findByText('Bei gani?')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Handouts' })).not.toBeInTheDocument();
  });

  it('records a completed lesson and can undo it', async () => {
    signInAs(student);
    let completed: number[] = [];
    const answer = (done: boolean) => () => {
      completed = done ? [13] : [];
      return json(200, {
        lesson_id: 13,
        completed: done,
        overall_progress: progress(completed).overall_progress,
        progress: progress(completed).progress,
      });
    };
    const fetchMock = mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/courses/7/': () => json(200, course),
      'GET /api/student/courses/7/progress/': () => json(200, progress(completed)),
      'POST /api/student/courses/7/lessons/13/complete/': answer(true),
      'DELETE /api/student/courses/7/lessons/13/complete/': answer(false),
    });
    const { user } = renderApp('/student/courses/7/learn/13');

    await user.click(await screen.findByRole('button', { name: 'Mark as Complete' }));
    expect(await screen.findByRole('button', { name: 'Mark as incomplete' })).toBeInTheDocument();
    expect(screen.getByText('1 of 3 lessons · 33%')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/student/courses/7/lessons/13/complete/')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Mark as incomplete' }));
    expect(await screen.findByRole('button', { name: 'Mark as Complete' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/student/courses/7/lessons/13/complete/')).toHaveLength(1);
  });

  it('turns away a student who is not enrolled', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/courses/7/': () => json(200, course),
      'GET /api/student/courses/7/progress/': () =>
        apiError(403, 'You are not enrolled in this course.', 'not_enrolled'),
    });
    renderApp('/student/courses/7/learn');

    expect(
      await screen.findByRole('heading', { name: 'You are not enrolled in this course.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Course' })).toHaveAttribute('href', '/courses/7');
  });

  it('says when the course content cannot be loaded', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/courses/7/': () => apiError(500, 'Boom', 'internal_error'),
      'GET /api/student/courses/7/progress/': () => json(200, progress([])),
    });
    renderApp('/student/courses/7/learn');

    expect(
      await screen.findByRole('heading', { name: 'Failed to load course content.' }),
    ).toBeInTheDocument();
  });
});

describe('course learning page: an uploaded video', () => {
  const file = '/api/files/9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d/?access=abc';
  const uploaded = {
    video_url: file,
    video_source: 'file' as const,
    video_poster_url: '/api/files/9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5e/?access=abc',
    video_captions_url: '/api/files/9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5f/?access=abc',
  };

  function openMarketLesson(changes: Partial<LessonView>) {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/courses/7/': () => json(200, { ...withMarketLesson(changes), language: 'fr' }),
      'GET /api/student/courses/7/progress/': () => json(200, progress([])),
    });
    return renderApp('/student/courses/7/learn/13');
  }

  it('plays in the browser’s own player with its poster and captions', async () => {
    openMarketLesson(uploaded);

    const video = await screen.findByLabelText('Video: At the market');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('poster', uploaded.video_poster_url);
    expect(video.querySelector('source')).toHaveAttribute('src', file);
    const track = video.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', uploaded.video_captions_url);
    // The captions are in the course's language, named in the interface's.
    expect(track).toHaveAttribute('srclang', 'fr');
    expect(track).toHaveAttribute('label', 'French');
    expect(track).toHaveAttribute('default');
  });

  it('has no captions track when the video has none', async () => {
    openMarketLesson({ ...uploaded, video_poster_url: null, video_captions_url: null });

    const video = await screen.findByLabelText('Video: At the market');
    expect(video).not.toHaveAttribute('poster');
    expect(video.querySelector('track')).toBeNull();
  });

  it('says so calmly when the file cannot be loaded, and tries again', async () => {
    const { user } = openMarketLesson(uploaded);

    const video = await screen.findByLabelText('Video: At the market');
    fireEvent.error(video.querySelector('source') as HTMLSourceElement);

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('The video could not be loaded.');
    expect(notice).toHaveTextContent('You may be offline, or your network may block it.');
    expect(within(notice).getByRole('link', { name: /Open the lesson video/ })).toHaveAttribute('href', file);
    expect(screen.queryByLabelText('Video: At the market')).not.toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('Video: At the market')).toBeInTheDocument();
  });

  it('says so when the browser cannot play it', async () => {
    openMarketLesson(uploaded);

    fireEvent.error(await screen.findByLabelText('Video: At the market'));

    expect(await screen.findByText('The video could not be loaded.')).toBeInTheDocument();
  });
});

describe('course learning page: a video player offline', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('offers the video’s own page while offline, and the player once back', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/courses/7/': () => json(200, course),
      'GET /api/student/courses/7/progress/': () => json(200, progress([])),
    });
    renderApp('/student/courses/7/learn/11');
    expect(await screen.findByRole('button', { name: 'Play video: Greetings' })).toBeInTheDocument();

    setOnline(false);
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('The video could not be loaded.');
    expect(within(notice).getByRole('link', { name: /Open the lesson video/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=zOjov-2OZ0E',
    );
    expect(screen.queryByRole('button', { name: 'Play video: Greetings' })).not.toBeInTheDocument();

    setOnline(true);
    expect(await screen.findByRole('button', { name: 'Play video: Greetings' })).toBeInTheDocument();
  });
});

describe('course progress page', () => {
  it('shows the overall and per-lesson progress', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/courses/7/progress/': () => json(200, progress([11, 12])),
    });
    renderApp('/student/courses/7/progress');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kiswahili for Beginners' }),
    ).toBeInTheDocument();
    expect(screen.getByText('67%')).toBeInTheDocument();
    // In the overview and above the lesson list.
    expect(screen.getAllByText('2 of 3 lessons completed')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Back to course' })).toHaveAttribute('href', '/courses/7');
    expect(screen.getByRole('link', { name: 'At the market' })).toHaveAttribute(
      'href',
      '/student/courses/7/learn/13',
    );
  });

  it('counts an assessment only once passed and says when one awaits marking', async () => {
    signInAs(student);
    const withQuiz: CourseProgress = {
      ...progress([11, 12, 13]),
      overall_progress: { completed_quizzes: 3, total_quizzes: 4, completion_percentage: 75 },
      progress: {
        lessons_completed: 3,
        lesson_count: 3,
        assessments_passed: 0,
        assessment_count: 1,
        percentage: 75,
      },
      assessment_progress: [
        {
          assessment_id: 5,
          title: 'Greetings quiz',
          submitted: true,
          best_percentage: 50,
          result: 'awaiting_marking',
          passed: false,
        },
      ],
    };
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/courses/7/progress/': () => json(200, withQuiz),
    });
    renderApp('/student/courses/7/progress');

    expect(await screen.findByText('75%')).toBeInTheDocument();
    expect(screen.getAllByText('0 of 1 assessment passed')).toHaveLength(2);
    expect(screen.getByText('Awaiting marking')).toBeInTheDocument();
    expect(screen.getByText('In progress')).toBeInTheDocument();
    expect(screen.queryByText(/finished this course/)).not.toBeInTheDocument();
  });

  it('says when the progress cannot be loaded', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/courses/7/progress/': () => apiError(500, 'Boom', 'internal_error'),
    });
    renderApp('/student/courses/7/progress');

    expect(await screen.findByText('Failed to load course progress.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Course' })).toHaveAttribute('href', '/courses/7');
  });
});
